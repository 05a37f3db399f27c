/**
 * A group's week in Telegram (decisions 307–312), as the fake Bot API received it: the group's
 * "answered this week" post, the leader's pulse in their private chat with a member who said yes
 * (named, with a button) and one who said no (not there), the kind note, and each once a week.
 * The real grammY bot and the real weekly outbox, on a real database with a pinned clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { sql } from 'drizzle-orm';
import { queryRows } from '@dps/db/client';
import { makeWeeklyGroup, type WeeklyGroup } from '@dps/core/circles/weekly/weekly-test-fixture';
import { startBotHarness, type BotHarness } from '../../test/bot-harness';
import type { TgChat, TgMessage, TgUser } from '../../test/fake-telegram-server';
import { createWeeklyOutbox, type WeeklyOutbox } from './weekly-outbox';

const SUNDAY = '2026-12-13';
let t: BotHarness;
let outbox: WeeklyOutbox;
let g: WeeklyGroup;
let group: TgChat;
const tg = {} as Record<'lea' | 'ana' | 'ben' | 'cai' | 'dan', TgUser>;

beforeAll(async () => {
  t = await startBotHarness({ now: `${SUNDAY}T12:00:00Z` });
  outbox = createWeeklyOutbox({ ctx: t.ctx, telegram: new Api(t.fake.token, { apiRoot: t.fake.apiRoot }), pauseMs: 0 });
  group = t.fake.group('Home group');
  g = await makeWeeklyGroup(t.ctx, {
    platform: 'telegram',
    language: 'en',
    target: String(group.id),
    title: 'Home group',
    postTime: '18:00',
    sunday: SUNDAY,
    seed: 70,
  });
  for (const [key, name] of [
    ['lea', 'Lea'],
    ['ana', 'Ana'],
    ['ben', 'Ben'],
    ['cai', 'Cai'],
    ['dan', 'Dan'],
  ] as const)
    tg[key] = t.fake.user({ id: Number(g.chatOf[key]), first_name: name });
  t.ctx.clock.set(`${SUNDAY}T12:00:00Z`);
});
afterAll(() => t.stop());

const sentTo = (chatId: number, since: number) =>
  t.fake.calls
    .slice(since)
    .filter((c) => c.ok && c.method === 'sendMessage' && Number(c.params.chat_id) === chatId)
    .map((c) => c.result as TgMessage);

describe('a Telegram group’s week', () => {
  it('members say whether leaders may see they have been away; only leaders set the weekly moment', async () => {
    expect((await t.say(tg.ana, '/away yes')).replies[0]!.text).toBe(
      'Thank you. Your groups’ leaders may see when you’ve been away for two weeks.',
    );
    expect((await t.say(tg.ben, '/away no')).replies[0]!.text).toBe(
      'Done. Your groups’ leaders won’t see when you’ve been away.',
    );
    expect((await t.say(tg.ben, '/away')).replies[0]!.text).toMatch(/^Leaders don’t see when you’ve been away\./);
    expect((await t.say(tg.cai, '/weekly friday 8pm', { chat: group })).replies[0]!.text).toBe(
      'Only a leader of this group can do that.',
    );
    expect((await t.say(tg.cai, '/pulse', { chat: group })).replies[0]!.text).toBe(
      'Only a leader of this group can do that.',
    );
    expect((await t.say(tg.lea, '/weekly', { chat: group })).replies[0]!.text).toBe(
      'The weekly moment here: Sunday at 18:00 (UTC).\nTo change it: /weekly sunday 18:00 (or “default” for the daily post’s time).',
    );
  });

  it('at the group’s moment: one answered post in the group, one pulse to the leader, once', async () => {
    t.ctx.clock.set(`${SUNDAY}T18:01:00Z`);
    const since = t.fake.calls.length;
    expect(await outbox.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(sentTo(group.id, since).map((m) => m.text)).toEqual([
      "🙌 Answered this week\nOne prayer this group carried was answered this week:\n• “Dan's surgery” (Dan): It went well\nThank you for praying.",
    ]);
    expect(sentTo(tg.dan.id, since).map((m) => m.text)).toEqual([
      "🙏 Your requests this week\n2 people prayed for “Dan's surgery” this week.\nAmong them: Cai.",
    ]);
    const [pulse] = sentTo(tg.lea.id, since);
    expect(pulse!.text).toContain('This week in Home group');
    expect(pulse!.text).toContain('• “A new job” (no one yet)');
    expect(pulse!.text).toContain('Not seen for two weeks: Ana');
    expect(pulse!.text).not.toContain('Ben');
    expect(pulse!.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Send Ana a kind note', callback_data: `wk:away:${g.circleId}:${g.ana}` }],
    ]);
    // Nothing to Ana, Ben or Cai; nothing at all the second time.
    for (const u of [tg.ana, tg.ben, tg.cai]) expect(sentTo(u.id, since)).toEqual([]);
    t.ctx.clock.set(`${SUNDAY}T19:00:00Z`);
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });

    // The leader taps the button: Ana hears from the group (the bell, and her chat's outbox).
    const tap = await t.press(tg.lea, pulse!, `wk:away:${g.circleId}:${g.ana}`);
    expect(tap.answer).toMatchObject({ text: 'Your note is on its way to Ana.' });
    const notes = await queryRows<{ title: string; body: string }>(
      t.db.db,
      sql`select title, body from notifications where user_id = ${g.ana}::int and kind = 'away_note'`,
    );
    expect(notes).toEqual([{ title: 'We’re praying for you this week', body: 'From Home group.' }]);
  });

  it('/pulse on asking: answered in the leader’s private chat, never in the group', async () => {
    const since = t.fake.calls.length;
    const ex = await t.say(tg.lea, '/pulse', { chat: group });
    expect(ex.replies.filter((m) => m.chat.id === group.id).map((m) => m.text)).toEqual([
      'I sent you the pulse in our private chat.',
    ]);
    const [pulse] = sentTo(tg.lea.id, since);
    expect((pulse!.text ?? '').split('\n').length).toBeLessThanOrEqual(11);
    expect(pulse!.text).toContain('One answer shared this week.');
  });

  it('a crash mid-way: the second run sends the rest, once', async () => {
    // The next week: a new answer; the instance dies holding every claim (claimed, never recorded).
    t.ctx.clock.set('2026-12-19T10:00:00Z');
    await queryRows(
      t.db.db,
      sql`update user_prayers set answered_at = '2026-12-19T10:00:00Z' where id = ${g.openId}::int`,
    );
    await queryRows(t.db.db, sql`update request_circles set answer_shared = true where request_id = ${g.openId}::int`);
    t.ctx.clock.set('2026-12-20T18:01:00Z');
    const { claimWeeklySends } = await import('@dps/core/circles/weekly/weekly-outbox');
    const held = await claimWeeklySends(t.ctx, { limit: 1 });
    expect(held).toHaveLength(1);
    // The lease runs out; the next run sends every one of the week's sends exactly once.
    t.ctx.clock.set('2026-12-20T18:05:00Z');
    const since = t.fake.calls.length;
    const first = await outbox.runOnce();
    expect(first.sent).toBeGreaterThanOrEqual(2);
    expect(sentTo(group.id, since)).toHaveLength(1);
    expect(sentTo(tg.lea.id, since)).toHaveLength(1);
    t.ctx.clock.set('2026-12-20T18:10:00Z');
    expect(await outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
  });
});
