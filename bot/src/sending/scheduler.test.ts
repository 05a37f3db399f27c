import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import type { DbHandle } from '@dps/db/client';
import { deliveries, prayers, telegramChats } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { createTelegramSender } from '../telegram/delivery-sender';
import { startScheduler } from './start-scheduler';

let h: DbHandle;
let ctx: ReturnType<typeof testCtx>;
let fake: FakeTelegram;
let api: Api;

beforeAll(async () => {
  h = await createTestDb();
  ctx = testCtx(h.db);
  fake = await startFakeTelegram();
  api = new Api(fake.token, { apiRoot: fake.apiRoot });
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(() => {
  fake.clearFaults();
  fake.messagesPerSecond = undefined;
});

let day = 0;
/** Each test starts on a fresh day at 09:00 UTC with its own subscribers (09:00 UTC reminders). */
async function freshDay(n = 1) {
  day += 1;
  const date = `2026-09-${String(day).padStart(2, '0')}`;
  ctx.clock.set(`${date}T09:00:00Z`);
  // Earlier tests' subscribers would be due too: switch them off.
  await h.db.update(telegramChats).set({ isActive: false });
  const subs = [];
  for (let i = 0; i < n; i++)
    subs.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: fake.user().id }));
  return { date, subs };
}

const scheduler = (extra: Partial<Parameters<typeof startScheduler>[0]> = {}) =>
  startScheduler({ ctx, senders: [createTelegramSender({ api })], cron: false, ...extra });

const statusOf = async (target: string, localDate: string) =>
  (await h.db.select().from(deliveries).where(eq(deliveries.target, target))).find((d) => d.localDate === localDate);

describe('the scheduler delivers through the Telegram Bot API', () => {
  it('sends the prayer of the day, HTML-escaped, with its buttons, once', async () => {
    const { date, subs } = await freshDay();
    await h.db.insert(prayers).values({
      kind: 'daily',
      date,
      title: 'Fear & <Trembling>',
      content: 'Lord, when I am afraid, I trust in you.\n\nKeep me <steady> & near.',
      scripture: 'When I am afraid, I will put my trust in you.',
      scriptureReference: 'Psalm 56:3',
    });
    const s = scheduler();
    expect(await s.runDue()).toMatchObject({ claimed: 1, sent: 1 });
    const [m] = fake.messages(subs[0]!.chatId);
    expect(m!.text).toBe(
      [
        "🙏 Today's Prayer · Tuesday, September 1, 2026",
        '',
        'Fear & <Trembling>',
        '',
        'Lord, when I am afraid, I trust in you.',
        '',
        'Keep me <steady> & near.',
        '',
        'When I am afraid, I will put my trust in you.',
        '— Psalm 56:3',
      ].join('\n'),
    );
    expect(m!.entities?.map((e) => e.type)).toEqual(expect.arrayContaining(['bold', 'blockquote', 'italic']));
    expect(m!.reply_markup!.inline_keyboard!.flat().map((b) => b.text)).toEqual([
      '🙏 Pray',
      '❤️ Save',
      '✍️ Reflect',
      '📤 Share',
    ]);
    // A minute later nothing more goes out.
    ctx.clock.advance(60_000);
    expect(await s.runDue()).toMatchObject({ claimed: 0, sent: 0 });
    expect(fake.messages(subs[0]!.chatId)).toHaveLength(1);
    expect(await statusOf(subs[0]!.target, date)).toMatchObject({ status: 'sent', externalId: String(m!.message_id) });
    await s.stop();
  });

  it('429: waits retry_after, then sends once', async () => {
    const { date, subs } = await freshDay();
    fake.fail({ method: 'sendMessage', status: 429, retryAfter: 1 });
    const t0 = performance.now();
    const s = scheduler();
    expect(await s.runDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(950);
    expect(fake.messages(subs[0]!.chatId)).toHaveLength(1);
    expect(
      fake.calls
        .filter((c) => c.method === 'sendMessage' && c.params.chat_id === subs[0]!.chatId)
        .map((c) => c.errorCode ?? 200),
    ).toEqual([429, 200]);
    expect(await statusOf(subs[0]!.target, date)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('403 blocked: no retry, the chat is switched off and gets nothing the next day', async () => {
    const { date, subs } = await freshDay(2);
    const [blocker, other] = subs;
    fake.block(blocker!.chatId);
    const s = scheduler();
    expect(await s.runDue()).toMatchObject({ sent: 1, dead: 1, deactivated: 1 });
    expect(await statusOf(blocker!.target, date)).toMatchObject({
      status: 'dead',
      lastError: '403: Forbidden: bot was blocked by the user',
    });
    expect(
      (await h.db.select().from(telegramChats).where(eq(telegramChats.chatId, blocker!.chatId)))[0]!.isActive,
    ).toBe(false);
    ctx.clock.advance(86_400_000);
    const before = fake.calls.length;
    await s.runDue();
    expect(fake.calls.slice(before).filter((c) => c.params.chat_id === blocker!.chatId)).toEqual([]);
    expect(fake.messages(other!.chatId)).toHaveLength(2);
  });

  it('500: retried after a backoff; a lasting failure stops after five attempts', async () => {
    const { date, subs } = await freshDay(2);
    const [flaky, broken] = subs;
    fake.fail({ method: 'sendMessage', chatId: flaky!.chatId, status: 500, times: 1 });
    fake.fail({ method: 'sendMessage', chatId: broken!.chatId, status: 500, times: Infinity });
    const s = scheduler();
    expect(await s.runDue()).toMatchObject({ sent: 0, failed: 2 });
    ctx.clock.advance(29_000);
    expect(await s.runDue()).toMatchObject({ retried: 0 }); // backoff 30 s
    ctx.clock.advance(1_000);
    expect(await s.runDue()).toMatchObject({ retried: 2, sent: 1, failed: 1 });
    expect(fake.messages(flaky!.chatId)).toHaveLength(1);
    for (let i = 0; i < 10; i++) {
      ctx.clock.advance(3_600_000);
      await s.runDue();
    }
    expect(await statusOf(broken!.target, date)).toMatchObject({
      status: 'dead',
      attempts: 5,
      lastError: '500: Internal Server Error',
    });
    expect(fake.calls.filter((c) => c.method === 'sendMessage' && c.params.chat_id === broken!.chatId)).toHaveLength(5);
    // The chat stays active: a server error says nothing about the person.
    expect((await h.db.select().from(telegramChats).where(eq(telegramChats.chatId, broken!.chatId)))[0]!.isActive).toBe(
      true,
    );
  });

  it('keeps to the rate limit: 12 deliveries against a server allowing 5 a second, none refused', async () => {
    const { subs } = await freshDay(12);
    fake.messagesPerSecond = 5;
    const s = startScheduler({ ctx, senders: [createTelegramSender({ api, perSecond: 5 })], cron: false });
    const t0 = performance.now();
    const before = fake.calls.length;
    expect(await s.runDue()).toMatchObject({ sent: 12 });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(2000);
    expect(fake.calls.slice(before).filter((c) => c.errorCode === 429)).toEqual([]);
    for (const sub of subs) expect(fake.messages(sub.chatId)).toHaveLength(1);
  });

  it('stop() during a round sends nothing more; what was left goes out on the next round', async () => {
    const { subs } = await freshDay(6);
    fake.messagesPerSecond = 2;
    const s = startScheduler({ ctx, senders: [createTelegramSender({ api, perSecond: 2 })], cron: false });
    const round = s.runDue();
    // Stop once the first message is out (the rest are paced at 2 a second).
    while (!subs.some((x) => fake.messages(x.chatId).length > 0)) await new Promise((r) => setTimeout(r, 20));
    await s.stop();
    const summary = await round;
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    expect(summary.released).toBe(6 - summary.sent);
    const delivered = subs.filter((x) => fake.messages(x.chatId).length === 1).length;
    expect(delivered).toBe(summary.sent);
    fake.messagesPerSecond = undefined;
    ctx.clock.advance(60_000);
    const next = startScheduler({ ctx, senders: [createTelegramSender({ api })], cron: false });
    expect(await next.runDue()).toMatchObject({ sent: 6 - summary.sent });
    for (const sub of subs) expect(fake.messages(sub.chatId)).toHaveLength(1);
  });

  it('ticks with node-cron and stops cleanly', async () => {
    const s = scheduler({ cron: '* * * * * *' }); // every second
    await new Promise((r) => setTimeout(r, 1300));
    await s.stop();
    const calls = fake.calls.length;
    await new Promise((r) => setTimeout(r, 1100));
    expect(fake.calls.length).toBe(calls);
  });
});
