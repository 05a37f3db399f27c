/**
 * One poller, and a 409 never ends the process (decision 121): the real grammY
 * runner against the fake Bot API, which answers 409 to a getUpdates that meets another poller the
 * way Telegram does. Short lease timings so the takeover takes a second, not twenty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { systemClock } from '@dps/core/context';
import { leaderOf } from '@dps/core/leadership/leader-lease';
import { APP_NAME, APP_URL, memoryLog } from '../../test/bot-harness';
import { startFakeTelegram, type FakeTelegram } from '../../test/fake-telegram-server';
import { createTelegramBot } from './create-bot';
import { startTelegramPolling, type PollingHandle } from './run-telegram';

let db: DbHandle;
let fake: FakeTelegram;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeAll(async () => {
  db = await createTestDb();
  fake = await startFakeTelegram();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await fake.close();
  await db.close();
});

const fast = { ttlSeconds: 2, renewSeconds: 0.4, standbySeconds: 0.3, conflictPauseSeconds: 0.5 };

function instance(holder: string) {
  const log = memoryLog();
  const ctx = { ...testCtx(db.db), log };
  const bot = createTelegramBot({ ctx, token: fake.token, apiRoot: fake.apiRoot, appName: APP_NAME, appUrl: APP_URL });
  // The lease is judged by the wall clock (the bot's own ctx has a pinned one for its features).
  const start = () => startTelegramPolling(bot, { log, ctx: { ...ctx, clock: systemClock }, holder, lease: fast });
  return { log, start };
}

async function until(check: () => boolean, ms = 10_000): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - t0;
}

const conflicts = () => fake.calls.filter((c) => c.method === 'getUpdates' && c.errorCode === 409).length;

describe('long polling by one instance at a time', () => {
  it('a 409 (another poller on the token) makes the poller stand by and poll again; the process lives on', async () => {
    const a = instance('A');
    const handle = await a.start();
    const before = conflicts();
    fake.fail({ method: 'getUpdates', status: 409, times: 1 });
    const amy = fake.user({ first_name: 'Amy' });
    // This update ends the pending poll; the next getUpdates meets the 409.
    fake.sendText(amy, '/help');
    await until(() => conflicts() > before);
    // After the pause it polls again and answers (before the fix, the runner died with the 409 unhandled).
    fake.sendText(amy, '/help');
    await until(() => fake.messages(amy.id).length === 2);
    expect(unhandled).toEqual([]);
    expect(a.log.entries.some((e) => e.obj.event === 'telegram_poll_conflict')).toBe(true);
    expect(handle.isPolling()).toBe(true);
    await handle.stop();
    expect(a.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('two instances: one polls, the other stands by (no 409 between them); the standby takes over when the leader stops', async () => {
    const a = instance('A');
    const b = instance('B');
    const ha: PollingHandle = await a.start();
    const hb: PollingHandle = await b.start();
    expect([ha.isPolling(), hb.isPolling()]).toEqual([true, false]);
    expect(b.log.entries.some((e) => e.obj.event === 'telegram_polling_standby')).toBe(true);
    const before = conflicts();
    const ben = fake.user({ first_name: 'Ben' });
    fake.sendText(ben, '/help');
    await until(() => fake.messages(ben.id).length === 1);
    // Several renewals and standby tries later: still one poller, never a conflict.
    await new Promise((r) => setTimeout(r, 1500));
    expect([ha.isPolling(), hb.isPolling()]).toEqual([true, false]);
    expect(conflicts()).toBe(before);
    expect(
      await leaderOf({ ...testCtx(db.db), clock: systemClock }, { name: `telegram-poller:${fake.botUser.id}` }),
    ).toBe('A');

    // A clean stop gives the lease up: B polls at its next try.
    await ha.stop();
    const tookMs = await until(() => hb.isPolling(), 5000);
    fake.sendText(ben, '/help');
    await until(() => fake.messages(ben.id).length === 2);
    expect(tookMs).toBeLessThan(2000);
    // (The fake may answer A's abandoned request 409 when B's arrives, as Telegram does; no poller met one.)
    for (const x of [a, b]) expect(x.log.entries.filter((e) => e.obj.event === 'telegram_poll_conflict')).toEqual([]);
    await hb.stop();
    expect(unhandled).toEqual([]);
  });
});
