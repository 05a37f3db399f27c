/**
 * Short leases, renewed while held; a clean stop hands back at once (decision 120). Two runners on
 * one database, the real grammY client against the fake Bot API, the clock moving with real time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import type { DbHandle } from '@dps/db/client';
import { deliveries, telegramChats } from '@dps/db/schema';
import { createTestDb } from '@dps/core/test/create-test-db';
import { silentLog, type Ctx } from '@dps/core/context';
import { telegramSubscriber } from '@dps/core/delivery/delivery-test-helpers';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { createDeliveryRunner } from './delivery-runner';
import { createTelegramSender } from '../telegram/delivery-sender';

let h: DbHandle;
let fake: FakeTelegram;
let ctx: Ctx;
let day = 0;

beforeAll(async () => {
  h = await createTestDb({ maxConnections: 6 });
  fake = await startFakeTelegram();
});
afterAll(async () => {
  await fake.close();
  await h.close();
});
beforeEach(async () => {
  day += 1;
  const base = Date.parse(`2026-10-${String(day).padStart(2, '0')}T09:00:05Z`);
  const t0 = Date.now();
  ctx = { db: h.db, clock: { now: () => new Date(base + (Date.now() - t0)) }, log: silentLog };
  await h.db.update(telegramChats).set({ isActive: false });
});

async function people(n: number) {
  const out = [];
  for (let i = 0; i < n; i++)
    out.push(await telegramSubscriber(ctx, { timeZone: 'UTC', reminderTime: '09:00', chatId: fake.user().id }));
  return out;
}

const runner = (perSecond: number, leaseSeconds?: number) =>
  createDeliveryRunner({
    ctx,
    senders: [createTelegramSender({ api: new Api(fake.token, { apiRoot: fake.apiRoot }), perSecond })],
    budget: 'local',
    ...(leaseSeconds ? { leaseSeconds } : {}),
  });

describe('claims held by a working instance', () => {
  it('a batch that outlasts its lease keeps it (renewed): another instance sweeping meanwhile takes nothing over', async () => {
    // 8 people at 1 a second: 8 s of sending under a 6 s lease.
    const subs = await people(8);
    const a = runner(1, 6);
    const b = runner(30, 6);
    let sweeping = true;
    const sweeps = (async () => {
      let retried = 0;
      while (sweeping) {
        retried += (await b.sweep()).retried;
        await new Promise((r) => setTimeout(r, 300));
      }
      return retried;
    })();
    const summary = await a.runDue();
    sweeping = false;
    const takenOver = await sweeps;
    await Promise.all([a.stop(), b.stop()]);
    expect(summary).toMatchObject({ claimed: 8, sent: 8, released: 0 });
    expect(takenOver).toBe(0);
    for (const s of subs) expect(fake.messages(s.chatId), s.target).toHaveLength(1);
  }, 60_000);

  it('a clean stop hands back what was not sent: another instance sends it at once, the attempt not counted', async () => {
    const subs = await people(6);
    const a = runner(2);
    const round = a.runDue();
    while (!subs.some((s) => fake.messages(s.chatId).length > 0)) await new Promise((r) => setTimeout(r, 20));
    await a.stop();
    const first = await round;
    expect(first.released).toBeGreaterThan(0);
    expect(first.sent + first.released).toBe(6);
    // No lease to wait for, no backoff: due now.
    const b = runner(30);
    const second = await b.sweep();
    await b.stop();
    expect(second).toMatchObject({ retried: first.released, sent: first.released });
    for (const s of subs) expect(fake.messages(s.chatId), s.target).toHaveLength(1);
    const rows = await h.db.select().from(deliveries).where(eq(deliveries.status, 'sent'));
    const mine = rows.filter((r) => subs.some((s) => s.target === r.target));
    expect(mine.map((r) => r.attempts)).toEqual(subs.map(() => 1));
  }, 60_000);
});
