import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { identities, telegramChats, userSettings, users } from '@dps/db/schema';
import { createLinkCode } from '@dps/core/accounts/link-codes';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getStreak } from '@dps/core/progress/get-streak';
import { makeUser } from '@dps/core/test/factories';
import { startBotHarness, type BotHarness } from '../../../test/bot-harness';
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

  it('greets a new person, creates them from their Telegram name, and asks for the time zone', async () => {
    const ann = t.fake.user({ first_name: 'Ann', last_name: 'Lee' });
    const { replies } = await t.say(ann, '/start');
    expect(replies).toHaveLength(1);
    const text = replies[0]!.text!;
    expect(text).toMatch(/^👋 Welcome, Ann!/);
    expect(text).toContain('What is your time zone?');
    expect(text).toContain('/timezone America/New_York');
    expect(text).toContain('/remind 08:00');
    // A reply keyboard with a location button (Telegram asks the person before sharing).
    expect(replies[0]!.keyboard).toMatchObject({
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
    expect(replies[0]!.text).toMatch(/^🕰 Time zone set to Europe\/Paris \(it is 2:00 PM there now\)\./);
    const again = await t.say(bo, '/start');
    expect(again.replies[0]!.text).toMatch(/^👋 Welcome back, Bo!/);
    expect(again.replies[0]!.text).toContain('Your time zone is Europe/Paris');
    expect(again.replies[0]!.keyboard).toBeUndefined();
    expect(await personOf(bo.id)).toBeDefined();
  });

  it('/timezone accepts Area/City in any case and refuses an unknown zone with a clear reply', async () => {
    const cy = t.fake.user({ first_name: 'Cy' });
    expect((await t.say(cy, '/timezone america/new_york')).replies[0]!.text).toMatch(
      /^🕰 Time zone set to America\/New_York \(it is 8:00 AM there now\)/,
    );
    const bad = await t.say(cy, '/timezone Mars/Olympus_Mons');
    expect(bad.replies[0]!.text).toBe(
      'Unknown time zone. Send it as Area/City, for example /timezone Europe/London or /timezone America/New_York — or share your location.',
    );
    const [s] = await t.db.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, (await personOf(cy.id))!.id));
    expect(s!.timeZone).toBe('America/New_York');
  });
});

describe('/link and /start <code>: joining a web account', () => {
  it('refuses a wrong code with the reason, and explains /link without a code', async () => {
    const dee = t.fake.user({ first_name: 'Dee' });
    expect((await t.say(dee, '/link')).replies[0]!.text).toContain('/link ABCD2345');
    expect((await t.say(dee, '/link WRONG123')).replies[0]!.text).toBe(
      'That code is invalid or has expired. Get a new one from your Profile page.',
    );
  });

  it('after /link the chat is the web account: history of both kept, one streak', async () => {
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
    const linked = await t.say(eve, `/link ${code.toLowerCase()}`);
    expect(linked.replies[0]!.text).toBe(
      '✅ Connected! This chat now belongs to your web account (eve@example.test). Your prayers, streak, goals, favorites and reflections are shared between the web app and Telegram.',
    );
    expect((await personOf(eve.id))!.id).toBe(web.id);
    const [chat] = await t.db.db.select().from(telegramChats).where(eq(telegramChats.chatId, eve.id));
    expect(chat!.userId).toBe(web.id);
    // Yesterday on the web + today in Telegram = a 2-day streak, in both places.
    expect(await getStreak(webActor)).toEqual({ streak: 2, bestStreak: 2 });
    expect((await t.say(eve, '/streak')).replies[0]!.text).toMatch(/^🔥 2 Day Streak!/);
    // The code is spent.
    expect((await t.say(eve, `/link ${code}`)).replies[0]!.text).toBe(
      'That code is invalid or has expired. Get a new one from your Profile page.',
    );
  });

  it('the t.me deep link /start <code> links too', async () => {
    const web = await makeUser(t.ctx, { email: 'fay@example.test', firstName: 'Fay' });
    const { code } = await createLinkCode({ ...t.ctx, userId: web.id, timeZone: 'UTC' });
    const fay = t.fake.user({ first_name: 'Fay' });
    const { replies } = await t.say(fay, `/start ${code}`);
    expect(replies[0]!.text).toMatch(/^✅ Connected!/);
    expect((await personOf(fay.id))!.id).toBe(web.id);
  });
});
