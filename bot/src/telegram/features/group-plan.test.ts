/**
 * A Telegram group reads a 5-day plan together (decision 237), with the real grammY
 * bot and the real scheduler against the fake Bot API, on a pinned clock: three members, Una (an
 * admin with an account and a private chat with the bot), Ben (never talks to the bot: his Telegram
 * identity counts) and Cal (joins on day 3). One post a day carrying the day, Done counts (never
 * names), the latecomer's own place in a private message and Ben's in a popup, the summary the day
 * after, each member's own result, and Ben's days moving to his account when he gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { deliveries, identities, planDayCompletions } from '@dps/db/schema';
import { seedFiveDayPlans } from '@dps/core/plans/plan-test-helpers';
import { listMyGroupPlans } from '@dps/core/plans/my-group-plans';
import { actor } from '@dps/core/test/context';
import { APP_URL, buttonData, buttons, startBotHarness, type BotHarness } from '../../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../../test/fake-telegram-server';
import { createNotificationOutbox } from '../../outboxes/notification-outbox';
import { createTelegramSender } from '../delivery-sender';
import { startScheduler, type Scheduler } from '../../sending/start-scheduler';

let t: BotHarness;
let group: TgChat;
let una: TgUser;
let ben: TgUser;
let cal: TgUser;
let scheduler: Scheduler;
const posts: TgMessage[] = [];

/** The group's post of the morning: the scheduler's one message there. */
async function morning(date: string): Promise<TgMessage> {
  t.ctx.clock.set(`${date}T06:00:00Z`); // 08:00 in Berlin
  const before = t.fake.messages(group.id).length;
  expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
  expect(await scheduler.runDue()).toMatchObject({ sent: 0, claimed: 0 });
  const all = t.fake.messages(group.id);
  expect(all).toHaveLength(before + 1);
  posts.push(all.at(-1)!);
  return all.at(-1)!;
}

/** The post as it stands now (after edits). */
const now = (m: TgMessage) => t.fake.message(group.id, m.message_id)!;
/** The last line of the post: the plan's Done count. */
const countLine = (m: TgMessage) => now(m).text!.split('\n').at(-1);
const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]?.userId;

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-05-04T04:00:00Z' }); // Monday 06:00 in Berlin
  await seedFiveDayPlans(t.db.db);
  una = t.fake.user({ first_name: 'Una', language_code: 'en' });
  ben = t.fake.user({ first_name: 'Ben' });
  cal = t.fake.user({ first_name: 'Cal' });
  group = t.fake.group('Morning Prayer');
  t.fake.setMemberStatus(group, una, 'administrator');
  await t.say(una, '/start');
  await t.say(una, '/timezone Europe/Berlin');
  await t.say(una, '/remind 08:00', { chat: group });
  scheduler = startScheduler({
    ctx: t.ctx,
    senders: [
      createTelegramSender({ ctx: t.ctx, api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }), appUrl: APP_URL }),
    ],
    cron: false,
  });
});
afterAll(async () => {
  await scheduler.stop();
  await t.stop();
});

describe('a Telegram group reading a plan together', () => {
  it('only the group’s admins start it; /plan start alone lists the plans', async () => {
    const refused = await t.say(ben, '/plan start a-week-of-thanks', { chat: group });
    expect(refused.replies[0]!.text).toBe("Only group admins can start or stop the group's plan.");
    const usage = await t.say(una, '/plan start', { chat: group });
    expect(usage.replies[0]!.text).toContain('a-week-of-thanks: Learning to Give Thanks (5 days)');
    const started = await t.say(una, '/plan start a-week-of-thanks', { chat: group });
    expect(started.replies[0]!.text).toBe(
      '📖 Learning to Give Thanks starts here on Monday, May 4 (5 days). Each day comes in the daily prayer post at 08:00 (Berlin) with a ☑️ Done button; talk about it in the replies. An admin can stop it with /plan stop.',
    );
    const again = await t.say(una, '/plan start dar-gracias-en-todo', { chat: group });
    // The refusal speaks the group's language (English here), whatever the plan asked for.
    expect(again.replies[0]!.text).toBe(
      'This group is reading Learning to Give Thanks. An admin stops it with /plan stop before starting another.',
    );
    // Nobody has been given an account for reading /plan in the group.
    expect(await userIdOf(ben)).toBeUndefined();
  });

  it('five days: one post a day with the day, Done counts, the latecomer’s own place privately, the summary', async () => {
    // Day 1: Una and Ben.
    const d1 = await morning('2026-05-04');
    expect(d1.text).toMatch(/^🙏 Today's Prayer · Monday, May 4, 2026/);
    expect(d1.text).toContain(
      [
        '📖 Learning to Give Thanks · Day 1 of 5',
        "Don't Forget",
        'Read: Psalm 103:1-14',
        '💬 For the group: What is one ordinary gift you have stopped noticing, and what would change if you noticed it again?',
        'Reply to this post to talk about it.',
        'No one has marked this day yet: tap ☑️ Done when you have read it.',
      ].join('\n'),
    );
    const links = (d1.entities ?? []).filter((e) => e.type === 'text_link').map((e) => (e as { url: string }).url);
    expect(links).toContain(`${APP_URL}/bible?ref=Psalm%20103%3A1-14`);
    expect(buttons(d1)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '📤 Share', '🌐 Español', '☑️ Done']);
    const u1 = await t.press(una, d1, buttonData(d1, '☑️ Done'));
    expect(u1.answer).toMatchObject({ text: 'Day 1 done ✅ · 1 in the group' });
    expect(countLine(d1)).toBe('✅ 1 done');
    const b1 = await t.press(ben, d1, buttonData(d1, '☑️ Done'));
    expect(b1.answer).toMatchObject({ text: 'Day 1 done ✅ · 2 in the group' });
    expect(countLine(d1)).toBe('✅ 2 done');
    const twice = await t.press(ben, d1, buttonData(d1, '☑️ Done'));
    expect(twice.answer).toMatchObject({ text: 'You had already marked day 1 ✅' });
    expect(countLine(d1)).toBe('✅ 2 done');
    // Praying redraws the post and keeps the plan's count and button.
    await t.press(una, d1, buttonData(d1, '🙏 Pray'));
    expect(now(d1).text).toContain('🙏 1 person prayed here today');
    expect(countLine(d1)).toBe('✅ 2 done');
    expect(buttons(now(d1))).toContain('☑️ Done');
    // Ben is counted by his Telegram identity: no account was made for him.
    expect(await userIdOf(ben)).toBeUndefined();

    // Day 2: only Una.
    const d2 = await morning('2026-05-05');
    expect(d2.text).toContain('📖 Learning to Give Thanks · Day 2 of 5\nThe One Who Came Back\nRead: Luke 17:11-19');
    await t.press(una, d2, buttonData(d2, '☑️ Done'));
    expect(countLine(d2)).toBe('✅ 1 done');

    // Day 3: Cal joins the group and starts a chat with the bot; his Done on day 3 finds him behind.
    const d3 = await morning('2026-05-06');
    await t.say(cal, '/start');
    const c3 = await t.press(cal, d3, buttonData(d3, '☑️ Done'));
    expect(c3.answer).toMatchObject({ text: 'I sent you where you are, in our private chat 📖' });
    const dm = c3.replies.find((m) => m.chat.id === cal.id)!;
    expect(dm.text).toBe(
      [
        '📖 Learning to Give Thanks · with Morning Prayer',
        'You have marked 1 of the 3 days so far (the plan has 5). Waiting for you:',
        "• Day 1 · Don't Forget · Psalm 103:1-14",
        '• Day 2 · The One Who Came Back · Luke 17:11-19',
        "Tap each day's button when you have read it. Only you see this; the group only sees how many.",
      ].join('\n'),
    );
    expect(buttons(dm)).toEqual(['☑️ Day 1 done', '☑️ Day 2 done']);
    // Nothing about Cal's place reaches the group: only its count moved.
    expect(c3.replies.filter((m) => m.chat.id === group.id)).toEqual([]);
    expect(countLine(d3)).toBe('✅ 1 done');
    // Cal reads day 1 from the private message: the group's day-1 post counts him.
    const cd1 = await t.press(cal, dm, buttonData(dm, '☑️ Day 1 done'));
    expect(cd1.answer).toMatchObject({ text: 'Day 1 done ✅ · 3 in the group' });
    expect(buttons(cd1.edits.find((m) => m.chat.id === cal.id))).toEqual(['✅ Day 1 done', '☑️ Day 2 done']);
    expect(countLine(d1)).toBe('✅ 3 done');
    await t.press(una, d3, buttonData(d3, '☑️ Done'));
    // Ben, behind on day 2, never started a chat with the bot: his place comes in a popup only he sees.
    const b3 = await t.press(ben, d3, buttonData(d3, '☑️ Done'));
    expect(b3.answer).toMatchObject({
      show_alert: true,
      text: 'Day 3 done ✅ · 3 in the group\nLearning to Give Thanks: day 2 is waiting for you. Read it in the earlier posts and tap ☑️ Done; for the links, start a chat with me (/start).',
    });
    expect(b3.replies).toEqual([]);
    // /plan in the group: counts per day, no names.
    const shown = (await t.say(cal, '/plan', { chat: group })).replies[0]!;
    expect(shown.text).toBe(
      [
        '📖 This group is reading Learning to Give Thanks (5 days), from Monday, May 4 to Friday, May 8.',
        'Today: day 3 of 5.',
        'Marked done so far: day 1: 3 · day 2: 1 · day 3: 3.',
        'Each day comes with the daily prayer at 08:00 (Berlin).',
      ].join('\n'),
    );

    // Days 4 and 5: Una and Ben every day; Cal catches up on day 2 and reads 4 and 5.
    for (const date of ['2026-05-07', '2026-05-08']) {
      const d = await morning(date);
      for (const who of [una, ben, cal]) await t.press(who, d, buttonData(d, '☑️ Done'));
      expect(countLine(d)).toBe('✅ 3 done');
    }
    await t.press(cal, dm, buttonData(dm, '☑️ Day 2 done'));
    expect(countLine(d2)).toBe('✅ 2 done');

    // The day after: the summary rides in the post; 2 of the 3 read every day.
    const end = await morning('2026-05-09');
    expect(end.text).toContain(
      '🏁 2 of 3 finished Learning to Give Thanks (all 5 days).\nThank you for reading it together. Tap 🙋 My part to see yours.',
    );
    expect(end.text).not.toContain('📖 Learning to Give Thanks · Day');
    expect(buttons(end)).toEqual(['🙏 Pray', '❤️ Save', '✍️ Reflect', '📤 Share', '🌐 Español', '🙋 My part']);
    // Ben's own result, in a popup.
    const mine = await t.press(ben, end, buttonData(end, '🙋 My part'));
    expect(mine.answer).toMatchObject({
      show_alert: true,
      text: "Learning to Give Thanks is over in your group: you read 4 of 5 days\nThe days you missed are still in the group's posts: tap ☑️ Done when you read them.",
    });
    // Una and Cal are told theirs in their private chats (the notification outbox), once.
    const outbox = createNotificationOutbox({ ctx: t.ctx, telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }) });
    expect(await outbox.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    for (const who of [una, cal])
      expect(t.fake.lastMessage(who.id)!.text).toBe(
        '🔔 You finished Learning to Give Thanks with your group: 5 of 5 days 🎉\nThank you for reading it together.\n/notify off stops these.',
      );
    // The day after the summary the post is the prayer alone.
    const after = await morning('2026-05-10');
    expect(after.text).not.toContain('Learning to Give Thanks');

    // One post a day: one delivery to the group per date, and never a member's name in them.
    const rows = await t.db.db.select().from(deliveries).where(eq(deliveries.target, String(group.id)));
    expect(rows.map((r) => r.localDate).sort()).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ]);
    for (const p of posts) expect(now(p).text).not.toMatch(/Una|Ben|Cal/);
    if (process.env.PRINT_POSTS) {
      const sent = t.fake.calls.find(
        (c) => c.method === 'sendMessage' && Number(c.params.chat_id) === group.id && String(c.params.text).includes('Day 2 of 5'),
      );
      process.stdout.write(`\n--- the day-2 post as the fake Bot API received it ---\n${JSON.stringify(sent?.params, null, 2)}\n`);
    }
  });

  it('when Ben starts a chat with the bot, his Done taps become his account’s; the web shows him the group plan', async () => {
    expect(
      await t.db.db.select().from(planDayCompletions).where(eq(planDayCompletions.chatMember, `telegram:${ben.id}`)),
    ).toHaveLength(4);
    await t.say(ben, '/start');
    const benId = (await userIdOf(ben))!;
    const rows = await t.db.db.select().from(planDayCompletions).where(eq(planDayCompletions.userId, benId));
    expect(rows.map((r) => r.day).sort()).toEqual([1, 3, 4, 5]);
    expect(
      await t.db.db.select().from(planDayCompletions).where(eq(planDayCompletions.chatMember, `telegram:${ben.id}`)),
    ).toEqual([]);
    const [plan] = await listMyGroupPlans(actor(t.ctx, benId, 'Europe/Berlin'));
    expect(plan).toMatchObject({
      planTitle: 'Learning to Give Thanks',
      chatTitle: 'Morning Prayer',
      finished: true,
      group: { counts: { doneByDay: [3, 2, 3, 3, 3], members: 3, finished: 2 } },
      me: { done: [1, 3, 4, 5], catchUp: [2] },
    });
  });

  it('the groups’ menu and /help name /plan, in English and Spanish; the private menu does not', async () => {
    const menu = t.fake.groupCommandsFor(una);
    expect(menu.find((c) => c.command === 'plan')?.description).toBe('Read a plan together: /plan start (admins)');
    expect(menu.find((c) => c.command === 'remind')?.description).toBe(
      "This group's daily post: /remind 8am or /remind off (admins)",
    );
    const spanish = t.fake.groupCommandsFor({ ...una, language_code: 'es' });
    expect(spanish.find((c) => c.command === 'plan')?.description).toBe('Leer un plan juntos: /plan start (administradores)');
    expect(t.fake.commandsFor(una).map((c) => c.command)).not.toContain('plan');
    const help = (await t.say(ben, '/help', { chat: group })).replies[0]!;
    expect(help.text).toContain(
      '/plan — read a plan together in a group, one day in each daily post: the group\'s admins type /plan start plan [YYYY-MM-DD]',
    );
  });

  it('a Spanish group hears about its plan in Spanish, whoever asks', async () => {
    const grupo = t.fake.group('Oración de la mañana');
    t.fake.setMemberStatus(grupo, una, 'administrator');
    await t.say(una, '/language es', { chat: grupo });
    // With no plan, the plans as buttons (decision 273), in the group's language.
    const list = (await t.say(ben, '/plan', { chat: grupo })).replies[0]!;
    expect(list.text).toBe(
      '📖 Planes para leer juntos en el grupo. Un administrador toca uno para empezarlo; cualquiera puede tocar uno para ver de qué trata.',
    );
    expect(buttons(list)).toEqual(['Dar gracias en todo · 5 días']);
    expect((await t.say(una, '/plan start', { chat: grupo })).replies[0]!.text).toContain(
      'dar-gracias-en-todo: Dar gracias en todo (5 días)',
    );
  });
});
