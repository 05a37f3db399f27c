/**
 * Two instances of the bot in long-polling mode (decision 121): the real app
 * twice (ROLE=bot), real grammY long polling against the fake Bot API, which answers 409 to a
 * getUpdates that meets another one, as Telegram does. One polls, the other stands by: no 409, no
 * crash. The leader is SIGKILLed: the standby takes over within 30 s and answers what was sent
 * meanwhile, once.
 *
 * Before: the second poller's getUpdates ended the first's with a 409, which ended that process.
 * PostgreSQL only (the lease is shared through it); skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type DbHandle } from '@dps/db/client';
import { startFakeTelegram, type FakeTelegram } from '../../bot/test/fake-telegram-server';
import { spawnBotProcess, type AppChild } from '../../bot/test/delivery-crash';
import { scratchPostgres, sleep, testPostgresUrl } from './fault-harness';

const pgUrl = testPostgresUrl();

const events = (p: AppChild, name: string) =>
  p
    .output()
    .split('\n')
    .filter((l) => l.includes(`"event":"${name}"`));
const crashLines = (p: AppChild) =>
  p
    .output()
    .split('\n')
    .filter((l) => /"level":60|unhandled_rejection|uncaught_exception|Unhandled rejection|Uncaught exception/.test(l));

describe.skipIf(!pgUrl)('two long-polling instances of the bot', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let h: DbHandle;
  let fake: FakeTelegram;
  const apps: AppChild[] = [];

  beforeAll(async () => {
    db = await scratchPostgres();
    h = await createDb({ databaseUrl: db.url, migrate: false, maxConnections: 1 });
    fake = await startFakeTelegram();
  }, 60_000);

  afterAll(async () => {
    for (const a of apps) a.kill('SIGKILL');
    await fake?.close();
    await h?.close();
    await db?.drop();
  });

  async function until(what: string, check: () => boolean, ms: number): Promise<number> {
    const t0 = Date.now();
    while (!check()) {
      if (Date.now() - t0 > ms)
        throw new Error(`timed out: ${what}\n${apps.map((a) => a.output().slice(-2000)).join('\n---\n')}`);
      await sleep(50);
    }
    return Date.now() - t0;
  }

  it('one polls, one stands by, no 409 and no crash; the standby takes over within 30 s of the leader’s SIGKILL', async () => {
    const env = { SCHEDULER: 'off' };
    apps.push(spawnBotProcess({ databaseUrl: db.url, fake, env, appRoot: process.env.FAULT_TEST_APP_ROOT }));
    apps.push(spawnBotProcess({ databaseUrl: db.url, fake, env, appRoot: process.env.FAULT_TEST_APP_ROOT }));
    const [a, b] = apps as [AppChild, AppChild];
    const decided = (p: AppChild) =>
      events(p, 'telegram_polling_started').length + events(p, 'telegram_polling_standby').length > 0;
    await until('both instances up', () => decided(a) && decided(b), 90_000);

    // Both answer a person, through whichever polls.
    const amy = fake.user({ first_name: 'Amy' });
    fake.sendText(amy, '/help');
    await until('a reply', () => fake.messages(amy.id).length === 1, 10_000);
    // A few renewals and standby tries later: still one poller, never a conflict, both alive.
    await sleep(6000);
    const conflicts = fake.calls.filter((c) => c.method === 'getUpdates' && c.errorCode === 409);
    expect(conflicts).toEqual([]);
    expect([a.alive(), b.alive()]).toEqual([true, true]);
    const polling = apps.filter((p) => events(p, 'telegram_polling_started').length > 0);
    expect(polling).toHaveLength(1);
    const [lease] = await queryRows<{ holder: string }>(h.db, sql`select holder from leader_leases`);
    const leader = polling[0]!;
    const standby = leader === a ? b : a;
    expect(lease!.holder).toContain(`:${leader.child.pid}:`);

    // The leader dies; a person writes at once; the standby takes over and answers, once.
    leader.kill('SIGKILL');
    await leader.exited;
    const ben = fake.user({ first_name: 'Ben' });
    fake.sendText(ben, '/help');
    const tookMs = await until('the standby to answer', () => fake.messages(ben.id).length >= 1, 45_000);
    await sleep(1000);
    console.log(
      `pollers: one polled, one stood by (0 conflicts in ${fake.calls.filter((c) => c.method === 'getUpdates').length} getUpdates); ` +
        `after the leader's SIGKILL the standby answered in ${(tookMs / 1000).toFixed(1)} s`,
    );
    expect(fake.messages(ben.id)).toHaveLength(1);
    expect(tookMs).toBeLessThan(30_000);
    expect(standby.alive()).toBe(true);
    expect(events(standby, 'telegram_poll_conflict')).toEqual([]);
    for (const p of apps) expect(crashLines(p)).toEqual([]);
  }, 180_000);
});
