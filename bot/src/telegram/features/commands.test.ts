import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { favorites, goals, identities, prayers, topics, userSettings } from '@dps/db/schema';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { startBotHarness, buttonData, buttons, type BotHarness } from '../../../test/bot-harness';
import type { TgUser } from '../../../test/fake-telegram-server';

let t: BotHarness;
beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-16T12:00:00Z' }); // a Wednesday
});
afterAll(() => t.stop());

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

describe('/streak', () => {
  it('begins today (never a 0) with the spec’s encouragement, then the streak, the best and the week as seven marks', async () => {
    const ned = t.fake.user({ first_name: 'Ned' });
    expect((await t.say(ned, '/streak')).replies[0]!.text).toBe(
      [
        '🔥 Your streak begins today',
        'Start your prayer journey today!',
        '',
        'This week',
        'Sun ⬜  Mon ⬜  Tue ⬜  Wed ⬜  Thu ▫️  Fri ▫️  Sat ▫️',
      ].join('\n'),
    );
    const me = { ...t.ctx, userId: await userIdOf(ned), timeZone: 'UTC' };
    for (const day of ['2026-09-14', '2026-09-15']) {
      t.ctx.clock.set(`${day}T10:00:00Z`);
      await completePrayer(me, { prayerId: (await getDailyPrayer(me))!.id });
    }
    t.ctx.clock.set('2026-09-16T12:00:00Z');
    expect((await t.say(ned, '/streak')).replies[0]!.text).toBe(
      [
        '🔥 2 Day Streak!',
        "Keep going! You're building a beautiful habit.",
        '🏆 Best streak: 2 days',
        '',
        'This week',
        'Sun ⬜  Mon ✅  Tue ✅  Wed ⬜  Thu ▫️  Fri ▫️  Sat ▫️',
      ].join('\n'),
    );
  });
});

describe('/goals and /newgoal', () => {
  it('creates goals, lists them with progress, and refuses bad input with the spec’s messages', async () => {
    const ola = t.fake.user({ first_name: 'Ola' });
    expect((await t.say(ola, '/goals')).replies[0]!.text).toBe(
      '🎯 You have no active goals yet.\nSend the number of days, then the title, like this:\n/newgoal 21 Pray every morning',
    );
    expect((await t.say(ola, '/newgoal 30 Pray every <morning>')).replies[0]!.text).toBe(
      '🎯 Goal created: Pray every <morning> — 30 days, starting Wednesday, September 16, 2026. See it with /goals.',
    );
    expect((await t.say(ola, '/newgoal Read the Psalms')).replies[0]!.text).toMatch(
      /^🎯 Goal created: Read the Psalms — 21 days/,
    );
    expect((await t.say(ola, '/newgoal 0 Pray')).replies[0]!.text).toBe(
      'Invalid Days\nPlease enter a valid number of days.',
    );
    expect((await t.say(ola, '/newgoal 2.5 Pray')).replies[0]!.text).toBe(
      'Invalid Days\nPlease enter a valid number of days.',
    );
    expect((await t.say(ola, '/newgoal 14')).replies[0]!.text).toBe('Missing Title\nPlease enter a goal title.');
    expect((await t.say(ola, '/newgoal')).replies[0]!.text).toMatch(/^🎯 A goal needs a length and a title\./);
    await completePrayer(
      { ...t.ctx, userId: await userIdOf(ola), timeZone: 'UTC' },
      { prayerId: (await getDailyPrayer({ ...t.ctx, userId: 1, timeZone: 'UTC' }))!.id },
    );
    expect((await t.say(ola, '/goals')).replies[0]!.text).toBe(
      [
        '🎯 Your goals',
        '',
        'Read the Psalms',
        '1 of 21 days · ▓░░░░░░░░░ 5%',
        '',
        'Pray every <morning>',
        '1 of 30 days · ░░░░░░░░░░ 3%',
      ].join('\n'),
    );
    expect(await t.db.db.$count(goals, eq(goals.userId, await userIdOf(ola)))).toBe(2);
  });
});

describe('/topics', () => {
  it('offers the topics, then a topic’s prayers, then a prayer with Save and Share', async () => {
    const [hope] = await t.db.db.select().from(topics).where(eq(topics.name, 'Hope'));
    const [mine] = await t.db.db
      .insert(prayers)
      .values({
        kind: 'topic',
        topicId: hope!.id,
        title: 'Hope & a future',
        content: 'You hold my days.',
        scripture: 'For I know the plans I have for you.',
        scriptureReference: 'Jeremiah 29:11',
      })
      .returning();
    const pia = t.fake.user({ first_name: 'Pia' });
    const menu = (await t.say(pia, '/topics')).replies[0]!;
    expect(menu.text).toBe("Prayer Topics\nChoose a prayer based on what you're going through");
    expect(buttons(menu)).toEqual(
      expect.arrayContaining(['🌅 Hope', '🕊️ Peace', '📖 Wisdom', '💚 Healing', '💪 Strength', '🙌 Gratitude']),
    );
    const opened = await t.press(pia, menu, buttonData(menu, '🌅 Hope'));
    const list = opened.edits[0]!;
    expect(list.text).toMatch(/^🌅 Hope Prayers\nFind strength in God's promises\n\nChoose a prayer:/);
    expect(buttons(list)).toContain('Hope & a future');
    expect(buttons(list).at(-1)).toBe('« All topics');
    const shown = (await t.press(pia, list, buttonData(list, 'Hope & a future'))).replies[0]!;
    expect(shown.text).toBe(
      'Hope & a future\n\nYou hold my days.\n\nFor I know the plans I have for you.\n— Jeremiah 29:11',
    );
    expect(buttons(shown)).toEqual(['❤️ Save', '📤 Share', '« All topics']);
    await t.press(pia, shown, buttonData(shown, '❤️ Save'));
    expect(buttons(t.fake.message(shown.chat.id, shown.message_id))).toEqual(['❤️ Saved', '📤 Share', '« All topics']);
    expect(
      await t.db.db.$count(favorites, and(eq(favorites.userId, await userIdOf(pia)), eq(favorites.prayerId, mine!.id))),
    ).toBe(1);
    // Back to the menu from the list.
    const back = await t.press(pia, t.fake.message(list.chat.id, list.message_id)!, 'topics');
    expect(back.edits[0]!.text).toBe("Prayer Topics\nChoose a prayer based on what you're going through");
  });

  it('a topic without prayers says so', async () => {
    const [empty] = await t.db.db
      .insert(topics)
      .values({ name: 'Patience', description: 'Waiting well', sortOrder: 99 })
      .returning();
    const quin = t.fake.user({ first_name: 'Quin' });
    const menu = (await t.say(quin, '/topics')).replies[0]!;
    const ex = await t.press(quin, menu, `topic:${empty!.id}`);
    expect(ex.edits[0]!.text).toBe(
      '📖 Patience Prayers\nWaiting well\n\nNo prayers available for this topic yet.\nCheck back soon for new content!',
    );
  });
});

describe('/settings, /remind and /timezone', () => {
  it('turns the daily prayer on at a time, shows it, refuses 25:99, and turns it off', async () => {
    const rae = t.fake.user({ first_name: 'Rae' });
    await t.say(rae, '/start');
    expect((await t.say(rae, '/settings')).replies[0]!.text).toBe(
      [
        '⚙️ Settings',
        'Daily prayer: 🔕 off',
        'Time zone: not set yet, so UTC is used',
        '',
        'Change them with /remind 8am, /remind off or /timezone Berlin (your city).',
      ].join('\n'),
    );
    const noZone = (await t.say(rae, '/remind 7:30')).replies[0]!;
    expect(noZone.text).toContain('🔔 Daily prayer on: every day at 07:30 (7:30 AM), UTC time.');
    expect(noZone.text).toContain("⚠️ I don't know your time zone yet");
    await t.say(rae, '/timezone Asia/Tokyo'); // 21:00 there now
    expect((await t.say(rae, '/remind 21:30')).replies[0]!.text).toBe(
      '🔔 Daily prayer on: every day at 21:30 (9:30 PM), Tokyo time.\nYour next one: today at 9:30 PM.',
    );
    expect((await t.say(rae, '/settings')).replies[0]!.text).toBe(
      [
        '⚙️ Settings',
        'Daily prayer: 🔔 on, at 21:30 (9:30 PM)',
        'Time zone: Tokyo (it is 9:00 PM there now)',
        'Next prayer: today at 9:30 PM',
        '',
        'Change them with /remind 8am, /remind off or /timezone Berlin (your city).',
      ].join('\n'),
    );
    expect((await t.say(rae, '/remind 25:99')).replies[0]!.text).toBe(
      'Please choose a valid reminder time, for example /remind 8am, /remind 7:30 pm, /remind 19:00 or /remind noon. /remind off stops it.',
    );
    expect((await t.say(rae, '/remind off')).replies[0]!.text).toBe(
      '🔕 Daily prayer reminders are off. Turn them on again with /remind 08:00.',
    );
    const [s] = await t.db.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, await userIdOf(rae)));
    expect(s).toMatchObject({
      dailyReminders: false,
      reminderTime: '21:30',
      timeZone: 'Asia/Tokyo',
      timeZoneConfirmed: true,
    });
  });
});

describe('/help and the unknown', () => {
  it('/help lists the commands; an unknown command and stray text get a pointer', async () => {
    const sam = t.fake.user({ first_name: 'Sam' });
    const help = (await t.say(sam, '/help')).replies[0]!.text!;
    for (const c of [
      '/today',
      '/streak',
      '/goals',
      '/newgoal',
      '/topics',
      '/myprayer',
      '/settings',
      '/remind',
      '/timezone',
      '/link',
    ])
      expect(help).toContain(c);
    expect((await t.say(sam, '/dance')).replies[0]!.text).toBe(
      "I don't know that command. Send /help to see what I can do.",
    );
    expect((await t.say(sam, 'hi there')).replies[0]!.text).toBe(
      "Send /today for today's prayer, or /help to see everything I can do.",
    );
  });
});
