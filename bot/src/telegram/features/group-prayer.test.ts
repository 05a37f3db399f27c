/**
 * A Telegram group that prays together (decision 151), with the real grammY bot
 * against the fake Bot API: the daily post's count and the group's streak across days (pinned
 * clock), requests shared with /request and their "🙏 I prayed", and private prayers never shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { identities, userPrayers } from '@dps/db/schema';
import { actor } from '@dps/core/test/context';
import { completePrayer } from '@dps/core/prayers/complete-prayer';
import { getDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import { getPublishedPrayer } from '@dps/core/prayers/published-prayer';
import { createUserPrayer } from '@dps/core/user-prayers/create-user-prayer';
import { listWall } from '@dps/core/wall/list-wall';
import { prayForRequest } from '@dps/core/wall/pray-for-request';
import { createChatEchoSender } from '../../outboxes/chat-echo-outbox';
import { makeUser } from '@dps/core/test/factories';
import { APP_URL, startBotHarness, buttonData, buttons, type BotHarness } from '../../../test/bot-harness';
import { expectTelegramInert, HOSTILE_LINES, HOSTILE_NAME } from '../../../test/inert-chat';
import type { TgChat, TgUser } from '../../../test/fake-telegram-server';
import { createTelegramSender } from '../delivery-sender';
import { groupPostMessage } from '../group-plan-post';
import { startScheduler } from '../../sending/start-scheduler';

let t: BotHarness;
let group: TgChat;
let una: TgUser;
let vic: TgUser;
let wes: TgUser;

const userIdOf = async (u: TgUser) =>
  (
    await t.db.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, 'telegram'), eq(identities.subject, String(u.id))))
  )[0]!.userId;

async function postToday() {
  const scheduler = startScheduler({
    ctx: t.ctx,
    senders: [createTelegramSender({ ctx: t.ctx, api: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }) })],
    cron: false,
  });
  expect(await scheduler.runDue()).toMatchObject({ sent: 1 });
  return t.fake.lastMessage(group.id)!;
}

/** The group-progress line of a post (the line before the "Tap 🙏 Pray" footer). */
/** The post's "N prayed here today" line, wherever the lines after it (a request for the group) leave it. */
const progressLine = (text: string | undefined) =>
  text!.split('\n').find((l) => / prayed here today|has prayed here yet today/.test(l)) ?? '';

beforeAll(async () => {
  t = await startBotHarness({ now: '2026-09-15T05:00:00Z' });
  una = t.fake.user({ first_name: 'Una' });
  vic = t.fake.user({ first_name: 'Vic' });
  wes = t.fake.user({ first_name: 'Wes' });
  group = t.fake.group('Morning Prayer');
  await t.push({
    my_chat_member: {
      chat: group,
      from: una,
      date: 0,
      old_chat_member: { status: 'left', user: t.fake.botUser },
      new_chat_member: { status: 'member', user: t.fake.botUser },
    },
  });
  t.fake.setMemberStatus(group, una, 'administrator');
  await t.say(una, '/timezone Europe/Berlin');
  for (const u of [vic, wes]) await t.say(u, '/timezone Europe/Berlin');
  await t.say(una, '/remind 08:30', { chat: group });
});
afterAll(() => t.stop());

describe('a group that prays together', () => {
  it('the daily post shows how many prayed from it today and the group streak, across three days and a missed one', async () => {
    // Day 1 (Tuesday): the first post has no streak yet.
    t.ctx.clock.set('2026-09-15T06:30:00Z');
    let post = await postToday();
    expect(post.text).toMatch(/^🙏 Today's Prayer · Tuesday, September 15, 2026/);
    expect(progressLine(post.text)).toBe('No one has prayed here yet today');
    const day1 = await t.press(vic, post, buttonData(post, '🙏 Pray'));
    expect(day1.answer).toMatchObject({ text: 'Prayer Completed! 🙏 Counted for you, Vic.' });
    expect(progressLine(day1.edits[0]!.text)).toBe('🙏 1 person prayed here today · 🔥 group streak: 1 day');
    // A second tap by the same member counts once.
    const again = await t.press(vic, post, buttonData(post, '🙏 Pray'));
    expect(again.answer).toMatchObject({ text: 'Already prayed today ✅ Counted for you, Vic.' });
    expect(progressLine(again.edits[0]?.text ?? day1.edits[0]!.text)).toBe(
      '🙏 1 person prayed here today · 🔥 group streak: 1 day',
    );

    // Day 2: the new post carries yesterday's streak; Una prays from it.
    t.ctx.clock.set('2026-09-16T06:30:00Z');
    post = await postToday();
    expect(progressLine(post.text)).toBe('No one has prayed here yet today · 🔥 group streak: 1 day');
    // Wes prays the same prayer on the web: it counts for him, not for the group ("there" = from this post).
    const wesUser = await makeUserFor(wes);
    await completePrayer(wesUser, { prayerId: (await getDailyPrayer(wesUser))!.id, source: 'web' });
    const day2 = await t.press(una, post, buttonData(post, '🙏 Pray'));
    expect(progressLine(day2.edits[0]!.text)).toBe('🙏 1 person prayed here today · 🔥 group streak: 2 days');

    // Day 3: two members pray; the streak is three days.
    t.ctx.clock.set('2026-09-17T06:30:00Z');
    post = await postToday();
    expect(progressLine(post.text)).toBe('No one has prayed here yet today · 🔥 group streak: 2 days');
    await t.press(una, post, buttonData(post, '🙏 Pray'));
    const day3 = await t.press(wes, post, buttonData(post, '🙏 Pray'));
    expect(progressLine(day3.edits[0]!.text)).toBe('🙏 2 people prayed here today · 🔥 group streak: 3 days');
    expect(buttons(day3.edits[0])).toEqual(buttons(post));

    // Nobody prays on day 4: on day 5 the streak has ended.
    t.ctx.clock.set('2026-09-18T06:30:00Z');
    await postToday();
    t.ctx.clock.set('2026-09-19T06:30:00Z');
    post = await postToday();
    expect(progressLine(post.text)).toBe('No one has prayed here yet today');
  });

  it('/request keeps a request inside the group; "🙏 I prayed" counts; only its author widens it to everyone (decisions 280, 293)', async () => {
    const shared = await t.say(vic, '/request Healing for my mother <b>after</b> surgery', { chat: group });
    const msg = shared.replies[0]!;
    expect(msg.text).toBe(
      '🙏 Prayer request from Vic\n\nHealing for my mother <b>after</b> surgery\n\n🔒 Only this group can see it, here and in your groups on the web. Tap 🙏 I prayed when you have prayed for it.',
    );
    expect(
      msg.entities?.some((e) => e.type === 'bold' && msg.text!.slice(e.offset, e.offset + e.length) === 'after'),
    ).toBe(false);
    expect(buttons(msg)).toEqual(['🙏 I prayed', '🌐 Share with everyone too']);

    // Not on the wall: a stranger never sees it.
    const viewer = await makeUserFor(una);
    expect((await listWall(viewer)).items.find((i) => i.content.startsWith('Healing for my mother'))).toBeUndefined();

    const first = await t.press(una, msg, buttonData(msg, '🙏 I prayed'));
    expect(first.answer).toMatchObject({ text: '🙏 Thank you for praying, Una.' });
    // The count is redrawn; the author's choice is still offered.
    expect(buttons(first.edits[0])).toEqual(['🙏 I prayed · 1', '🌐 Share with everyone too']);
    const twice = await t.press(una, msg, buttonData(msg, '🙏 I prayed'));
    expect(twice.answer).toMatchObject({ text: 'You already prayed for this today 🙏' });

    // Someone else taps "Share with everyone too": a polite popup, nothing changes.
    const notHers = await t.press(una, msg, buttonData(msg, '🌐 Share with everyone too'));
    expect(notHers.answer).toMatchObject({
      text: 'Only the person who asked can share this more widely. Thank you for caring 🙏',
      show_alert: true,
    });
    expect(notHers.edits).toEqual([]);
    expect((await listWall(viewer)).items.find((i) => i.content.startsWith('Healing for my mother'))).toBeUndefined();

    // Its author does: the post says so for everyone, and it is on the wall.
    const widened = await t.press(vic, msg, buttonData(msg, '🌐 Share with everyone too'));
    expect(widened.answer).toMatchObject({ text: '🌐 Done: everyone can see it now, on the prayer wall too.' });
    expect(widened.edits[0]!.text).toBe(
      '🙏 Prayer request from Vic\n\nHealing for my mother <b>after</b> surgery\n\n🌐 Shared with everyone: it is on the prayer wall too. Tap 🙏 I prayed when you have prayed for it.',
    );
    // The wall link asks the bot, in a private chat, for a sign-in link of whoever taps it (decision 200).
    expect(widened.edits[0]!.entities?.find((e) => e.type === 'text_link')).toMatchObject({
      url: `https://t.me/${t.bot.botInfo.username}?start=web_wall`,
    });
    expect(buttons(widened.edits[0])).toEqual(['🙏 I prayed · 1']);
    const onWall = (await listWall(viewer)).items.find((i) => i.content.startsWith('Healing for my mother'))!;
    expect(onWall).toMatchObject({ authorName: 'Vic', title: 'Prayer request', prayedCount: 1 });

    // "I prayed" on the web wall: the group's message shows the new count too (decision 198).
    const web = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Wendy' })).id, 'UTC');
    await prayForRequest(web, { requestId: onWall.id, source: 'web' });
    const echoes = createChatEchoSender({
      ctx: t.ctx,
      telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }),
      appUrl: APP_URL,
    });
    expect(await echoes.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(buttons(t.fake.message(group.id, msg.message_id)!)).toEqual(['🙏 I prayed · 2']);
  });

  it('a request as long as a Telegram message allows is kept whole and cut to fit in the chat', async () => {
    // A Telegram message is at most 4,096 characters, "/request " included; with the lines around it,
    // the bot's copy would not fit.
    const words = 'Lord, hear my prayer for my family and keep them safe. '
      .repeat(80)
      .slice(0, 4096 - '/request '.length)
      .trim();
    const shared = await t.say(vic, `/request ${words}`, { chat: group });
    expect(t.log.entries.filter((e) => e.level === 'error')).toEqual([]);
    const msg = shared.replies[0]!;
    expect(msg.text!.length).toBeLessThanOrEqual(4096);
    expect(msg.text).toMatch(/^🙏 Prayer request from Vic\n\nLord, hear my prayer/);
    expect(msg.text).toMatch(
      /…\n\n🔒 Only this group can see it, here and in your groups on the web\. Tap 🙏 I prayed when you have prayed for it\.$/,
    );
    expect(buttons(msg)).toEqual(['🙏 I prayed', '🌐 Share with everyone too']);
    const kept = await t.db.db.select().from(userPrayers).where(eq(userPrayers.content, words));
    expect(kept).toHaveLength(1);
  });

  it('/request without text answers how to use it; nothing is shared', async () => {
    const before = (await listWall(await makeUserFor(una))).items.length;
    const r = await t.say(vic, '/request', { chat: group });
    expect(r.replies[0]!.text).toBe(
      'Write your request after the command, for example:\n/request Healing for my mother after her surgery\nTo ask without your name: /request anonymous Healing for my mother',
    );
    expect((await listWall(await makeUserFor(una))).items.length).toBe(before);
    expect((await t.say(vic, '/request anonymous', { chat: group })).replies[0]!.text).toContain(
      'To ask without your name',
    );
    expect((await listWall(await makeUserFor(una))).items.length).toBe(before);
  });

  it('/request anonymous shares the request without the name, in the group (and on the wall once widened)', async () => {
    const shared = await t.say(vic, '/request anonymous Strength for a hard week at work', { chat: group });
    expect(shared.replies[0]!.text).toMatch(/^🙏 Prayer request from Anonymous\n\nStrength for a hard week at work\n/);
    expect(shared.replies[0]!.text).not.toContain('Vic');
    await t.press(vic, shared.replies[0]!, buttonData(shared.replies[0]!, '🌐 Share with everyone too'));
    const onWall = (await listWall(await makeUserFor(una))).items.find(
      (i) => i.content === 'Strength for a hard week at work',
    );
    expect(onWall).toMatchObject({ authorName: 'Anonymous' });
  });

  it('a hostile name and request reach the group inert (decision 080)', async () => {
    const eve = t.fake.user({ first_name: HOSTILE_NAME });
    const shared = await t.say(eve, `/request ${HOSTILE_LINES}`, { chat: group });
    await t.press(una, shared.replies[0]!, buttonData(shared.replies[0]!, '🙏 I prayed'));
    expectTelegramInert(t.fake, {
      ourUrls: [
        new RegExp(`^${APP_URL.replace(/\./g, '\\.')}(/|$)`),
        // The wall's or My groups' link: the bot's own private chat, asking it for a sign-in link (decision 200).
        new RegExp(`^https://t\\.me/${t.bot.botInfo.username}\\?start=(web_wall|web_groups|welcome)$`),
      ],
    });
    // Not vacuous: the words are there, as written.
    expect(shared.replies[0]!.text).toContain(HOSTILE_NAME);
    expect(shared.replies[0]!.text).toContain(HOSTILE_LINES);
  });

  it('a private prayer is never shown in the chat, even for forged button data', async () => {
    const author = actor(t.ctx, (await makeUser(t.ctx, { firstName: 'Zoe' })).id, 'UTC');
    const secret = await createUserPrayer(author, {
      title: 'Secret',
      content: 'Only for God to hear',
      isPublic: false,
    });
    const callsBefore = t.fake.calls.length;
    const msg = t.fake.lastMessage(group.id)!;
    const forged = await t.press(wes, msg, `wpray:${secret.id}`);
    expect(forged.answer).toMatchObject({ text: 'Prayer request not found.', show_alert: true });
    expect(forged.edits).toEqual([]);
    expect(JSON.stringify(t.fake.calls.slice(callsBefore))).not.toContain('Only for God');
  });

  it("a Pray tap's redraw draws the count the tap returned, byte for byte the post drawn from the database (decision 251)", async () => {
    t.ctx.clock.set('2026-09-20T06:30:00Z');
    const post = await postToday();
    const pray = buttonData(post, '🙏 Pray');
    const tap = await t.press(vic, post, pray);
    const edit = tap.calls.find((c) => c.ok && c.method === 'editMessageText')!;
    const day = { target: String(group.id), localDate: '2026-09-20', appUrl: APP_URL };
    const prayer = await getPublishedPrayer(await makeUserFor(vic), { prayerId: Number(pray.split(':')[1]) });
    // What the sender draws, reading the count (1 prayed, a streak of 1): the redraw's text and buttons.
    const read = await groupPostMessage(t.ctx, { ...day, prayer });
    expect(edit.params.text).toBe(read.html);
    expect(edit.params.reply_markup).toEqual(JSON.parse(JSON.stringify(read.keyboard)));
    expect(progressLine(tap.edits[0]!.text)).toBe('🙏 1 person prayed here today · 🔥 group streak: 1 day');
    // Given a count, the drawing shows that one and nothing else changes: the tap's count is drawn, not read again.
    const given = await groupPostMessage(t.ctx, { ...day, prayer, progress: { prayedToday: 7, streak: 4 } });
    expect(given.html).toBe(
      read.html.replace(
        '🙏 <b>1 person</b> prayed here today · 🔥 group streak: <b>1 day</b>',
        '🙏 <b>7 people</b> prayed here today · 🔥 group streak: <b>4 days</b>',
      ),
    );
    expect(given.html).not.toBe(read.html);
    expect(given.keyboard).toEqual(read.keyboard);
  });
});

async function makeUserFor(u: TgUser) {
  return actor(t.ctx, await userIdOf(u), 'Europe/Berlin');
}
