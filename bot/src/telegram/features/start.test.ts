import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, prayers, reflections, telegramChats, userPrayers, userSettings, users } from '@dps/db/schema';
import { createLinkCode } from '@dps/core/accounts/create-link-code';
import { listLinkedChats } from '@dps/core/accounts/list-linked-chats';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getStreak } from '@dps/core/progress/get-streak';
import { makeUser } from '@dps/core/test/factories';
import { buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import { COMMANDS } from '../commands';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T12:00:00Z' });
});
afterAll(() => t.stop());

const personOf = async (telegramId: number) => {
  const [row] = await t.db.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(telegramId))));
  return row;
};

describe('/start', () => {
  it('registers the command menu with Telegram', () => {
    expect(t.fake.commands.map((c) => c.command)).toEqual(COMMANDS.map((c) => c.command));
    expect(t.fake.commands.map((c) => c.command)).toEqual(
      expect.arrayContaining([
        'today',
        'streak',
        'goals',
        'newgoal',
        'topics',
        'myprayer',
        'settings',
        'remind',
        'timezone',
        'help',
      ]),
    );
  });

  it('greets a new person, creates them from their Telegram name, and asks for the time zone after the first tap', async () => {
    const ann = t.fake.user({ first_name: 'Ann', last_name: 'Lee' });
    const { replies } = await t.say(ann, '/start');
    expect(replies).toHaveLength(1);
    const text = replies[0]!.text!;
    expect(text).toMatch(/^👋 Welcome, Ann!/);
    expect(text).not.toContain('time zone');
    const asked = await t.press(ann, replies[0]!, buttonData(replies[0]!, '🔔 Pick my time'));
    expect(asked.replies[0]!.text).toContain('First, your time zone');
    // A reply keyboard with a location button (Telegram asks the person before sharing).
    expect(asked.replies[0]!.keyboard).toMatchObject({
      keyboard: [[{ text: '📍 Share my location', request_location: true }]],
      one_time_keyboard: true,
    });
    const person = await personOf(ann.id);
    expect(person).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: null });
    const [chat] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, ann.id));
    expect(chat).toMatchObject({ type: 'private', userId: person!.id, isActive: true });
    // Nothing guessed: the zone stays unconfirmed (UTC) until they answer.
    const [s] = await t.db.db.select().from(userSettings).where(eq(userSettings.userId, person!.id));
    expect(s).toMatchObject({ timeZone: 'UTC', timeZoneConfirmed: false });
  });

  it('takes the time zone from a shared location (offline lookup) and stops asking', async () => {
    const bo = t.fake.user({ first_name: 'Bo' });
    await t.say(bo, '/start');
    const id = t.fake.shareLocation(bo, 48.8566, 2.3522); // Paris
    const { replies } = await t.exchange(id);
    expect(replies[0]!.text).toMatch(/^🕰 Time zone set to Paris \(it is 2:00 PM there now\)\./);
    const again = await t.say(bo, '/start');
    expect(again.replies[0]!.text).toMatch(/^👋 Welcome back, Bo!/);
    expect(again.replies[0]!.keyboard).toBeUndefined();
    // The zone known, Pick my time goes straight to the times.
    const times = await t.press(bo, again.replies[0]!, buttonData(again.replies[0]!, '🔔 Pick my time'));
    expect(times.replies[0]!.text).toContain('(Paris time, it is 2:00 PM there now)');
    expect(buttons(times.replies[0])).toContain('🔔 08:00');
    expect(await personOf(bo.id)).toBeDefined();
  });

  it('/timezone accepts Area/City in any case and refuses an unknown zone with a clear reply', async () => {
    const cy = t.fake.user({ first_name: 'Cy' });
    expect((await t.say(cy, '/timezone america/new_york')).replies[0]!.text).toMatch(
      /^🕰 Time zone set to New York \(it is 8:00 AM there now\)/,
    );
    const bad = await t.say(cy, '/timezone Mars/Olympus_Mons');
    expect(bad.replies[0]!.text).toBe(
      'Unknown time zone. Send a city or a common abbreviation, for example /timezone Berlin, /timezone New York or /timezone EST (Area/City like /timezone Europe/London works too) — or share your location.',
    );
    const [s] = await t.db.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, (await personOf(cy.id))!.id));
    expect(s!.timeZone).toBe('America/New_York');
  });
});

describe('/link and /start <code>: joining a web account', () => {
  const INVALID = 'That code is invalid or has expired. Get a new one from your Profile page.';

  it('refuses a wrong code with the reason, and explains /link without a code', async () => {
    const dee = t.fake.user({ first_name: 'Dee' });
    expect((await t.say(dee, '/link')).replies[0]!.text).toContain('/link ABCD2345');
    expect((await t.say(dee, '/link WRONG123')).replies[0]!.text).toBe(INVALID);
  });

  it('after /link and Connect the chat is the web account: history of both kept, one streak', async () => {
    // The web account prayed yesterday (its own zone).
    const web = await makeUser(t.ctx, { email: 'eve@example.test', firstName: 'Eve', timeZone: 'America/New_York' });
    const webActor = { ...t.ctx, userId: web.id, timeZone: 'America/New_York' };
    t.ctx.clock.set('2026-09-14T15:00:00Z');
    await completePrayer(webActor, { prayerId: (await getDailyPrayer(webActor))!.id, source: 'web' });
    t.ctx.clock.set('2026-09-15T12:00:00Z');

    // Eve meets the bot before linking and prays in Telegram today.
    const eve = t.fake.user({ first_name: 'Eve' });
    await t.say(eve, '/start');
    const today = (await t.say(eve, '/today')).replies[0]!;
    await t.press(eve, today, today.reply_markup!.inline_keyboard![0]![0]!.callback_data!);
    const telegramOnly = await personOf(eve.id);
    expect(telegramOnly!.id).not.toBe(web.id);

    const { code } = await createLinkCode(webActor);
    const asked = (await t.say(eve, `/link ${code.toLowerCase()}`)).replies[0]!;
    expect(asked.text).toBe(
      [
        '🔗 Connect this chat to a web account?',
        '',
        'Account: Eve (e***@example.test)',
        '',
        "⚠️ This chat already has history: 1 prayer prayed. If you connect, all of it joins Eve's account and whoever owns that account will see it, including your private reflections and prayers.",
        '',
        'Only connect if this is your own account. If someone sent you this code or link, tap Cancel.',
      ].join('\n'),
    );
    expect(buttons(asked)).toEqual(['✅ Connect', '✖️ Cancel']);
    // Asking changed nothing.
    expect((await personOf(eve.id))!.id).toBe(telegramOnly!.id);

    const connected = await t.press(eve, asked, buttonData(asked, '✅ Connect'));
    expect(connected.edits.at(-1)!.text).toBe(
      '✅ Connected! This chat now belongs to the web account of Eve (e***@example.test). Your prayers, streak, goals, favorites and reflections are shared between the web app and Telegram.\n\n🕰 Your daily prayer: off, time zone New York, on every channel.',
    );
    expect(buttons(connected.edits.at(-1))).toEqual([]);
    expect((await personOf(eve.id))!.id).toBe(web.id);
    const [chat] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, eve.id));
    expect(chat!.userId).toBe(web.id);
    // Yesterday on the web + today in Telegram = a 2-day streak, in both places.
    expect(await getStreak(webActor)).toEqual({ streak: 2, bestStreak: 2 });
    expect((await t.say(eve, '/streak')).replies[0]!.text).toMatch(/^🔥 2 Day Streak!/);
    // The web account's owner can see which chat joined.
    expect(await listLinkedChats(webActor)).toEqual([{ channel: 'telegram', name: 'Eve', linkedAt: expect.any(Date) }]);
    // The code is spent, and the old question's button no longer does anything.
    expect((await t.say(eve, `/link ${code}`)).replies[0]!.text).toBe(INVALID);
    const again = await t.press(eve, asked, buttonData(asked, '✅ Connect'));
    expect(again.answer).toMatchObject({ text: 'This question is out of date. Send the code again.' });
  });

  it('the t.me deep link /start <code> asks first: a victim sees whose account it is, and Cancel keeps their chat their own', async () => {
    const mallory = await makeUser(t.ctx, { email: 'mallory@example.test', firstName: 'Mallory' });
    const malloryActor = { ...t.ctx, userId: mallory.id, timeZone: 'UTC' };
    // The victim has used the bot: a private reflection and a prayer of their own.
    const vic = t.fake.user({ first_name: 'Vic' });
    await t.say(vic, '/start');
    const victim = (await personOf(vic.id))!;
    const [p] = await t.db.db.insert(prayers).values({ kind: 'topic', title: 'Any', content: 'c' }).returning();
    await t.db.db
      .insert(reflections)
      .values({ userId: victim.id, prayerId: p!.id, content: 'my private grief', isPublic: false, source: 'telegram' });
    await t.db.db
      .insert(userPrayers)
      .values({ userId: victim.id, title: 'For my son', content: 'private', date: '2026-09-15' });

    const { code } = await createLinkCode(malloryActor);
    // What Mallory sent: t.me/<bot>?start=CODE. Telegram turns the tap into "/start CODE".
    const { replies } = await t.say(vic, `/start ${code}`);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('Account: Mallory (m***@example.test)');
    expect(replies[0]!.text).toContain(
      "⚠️ This chat already has history: 1 reflection, 1 prayer of your own. If you connect, all of it joins Mallory's account and whoever owns that account will see it, including your private reflections and prayers.",
    );
    expect(replies[0]!.text).not.toContain('mallory@example.test');
    // One tap did not join anything.
    expect((await personOf(vic.id))!.id).toBe(victim.id);
    const [mine] = await t.db.db.select().from(reflections).where(eq(reflections.userId, victim.id));
    expect(mine).toBeDefined();

    const cancelled = await t.press(vic, replies[0]!, buttonData(replies[0]!, '✖️ Cancel'));
    expect(cancelled.edits.at(-1)!.text).toBe('Cancelled: this chat was not connected to any account.');
    expect((await personOf(vic.id))!.id).toBe(victim.id);
    expect(await listLinkedChats(malloryActor)).toEqual([]);
  });

  it('a confirm the question did not warn about is refused once the chat has history', async () => {
    const web = await makeUser(t.ctx, { email: 'fay@example.test', firstName: 'Fay' });
    const { code } = await createLinkCode({ ...t.ctx, userId: web.id, timeZone: 'UTC' });
    const fay = t.fake.user({ first_name: 'Fay' });
    const asked = (await t.say(fay, `/start ${code}`)).replies[0]!;
    expect(asked.text).not.toContain('⚠️'); // a new chat: nothing of its own yet
    // Fay prays before she taps Connect: the question is out of date.
    const today = (await t.say(fay, '/today')).replies[0]!;
    await t.press(fay, today, buttonData(today, '🙏 Pray'));
    const refused = await t.press(fay, asked, buttonData(asked, '✅ Connect'));
    expect(refused.answer).toMatchObject({
      text: 'This chat has history of its own now. Send the code again to see what would join that account before you confirm.',
    });
    const fayUser = (await personOf(fay.id))!;
    expect(fayUser.id).not.toBe(web.id);
    // Asked again, with the warning, Connect works.
    const again = (await t.say(fay, `/link ${code}`)).replies[0]!;
    expect(again.text).toContain('⚠️ This chat already has history: 1 prayer prayed.');
    await t.press(fay, again, buttonData(again, '✅ Connect'));
    expect((await personOf(fay.id))!.id).toBe(web.id);
  });

  it('wrong codes sent quickly are stopped after 10, with a clear answer', async () => {
    const gus = t.fake.user({ first_name: 'Gus' });
    const answers: string[] = [];
    for (let i = 0; i < 14; i++) answers.push((await t.say(gus, `/link ZZZZZZ${String(22 + i)}`)).replies[0]!.text!);
    expect(answers.slice(0, 10).every((a) => a === INVALID)).toBe(true);
    for (const a of answers.slice(10)) expect(a).toMatch(/^Too many attempts\. Please try again in /);
  });
});
