/**
 * SIGKILL in the middle of the daily delivery (decision 120). The real app
 * (ROLE=bot, scheduler on) delivers to 300 people due now through the fake Bot API (limited to 30
 * messages a rolling second, as Telegram); it is killed after 60 messages; a second process is
 * started and finishes. From what the fake server received: everyone has the prayer, at most the
 * sends in flight at the kill (sent, not yet recorded) came twice, and nobody waited 2 minutes.
 *
 * Before: the whole unrecorded batch (up to 500) was sent again, after a 5-minute lease that also
 * held back the batch claimed ahead. `npm run bench:delivery -- --crash` runs it for 2,000.
 * PostgreSQL only (two processes share the database); skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../../bot/test/fake-telegram-server';
import { runDeliveryCrash } from '../../bot/test/delivery-crash';
import { scratchPostgres, testPostgresUrl } from './fault-harness';

const pgUrl = testPostgresUrl();
const PEOPLE = 300;

describe.skipIf(!pgUrl)('a delivery process killed mid-minute', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let fake: FakeTelegram;

  beforeAll(async () => {
    db = await scratchPostgres();
    fake = await startFakeTelegram({ messagesPerSecond: 30 });
  }, 60_000);

  afterAll(async () => {
    await fake?.close();
    await db?.drop();
  });

  it(`${PEOPLE} due, SIGKILL after 60 messages, a second process finishes: duplicates <= in flight, none 2 minutes late`, async () => {
    const f = await runDeliveryCrash({
      databaseUrl: db.url,
      fake,
      people: PEOPLE,
      killAfter: 60,
      timeoutMs: 200_000,
      appRoot: process.env.FAULT_TEST_APP_ROOT,
    });
    console.log(
      `crash: ${f.people} due; killed ${f.killAtS.toFixed(1)} s after the first message, with ${f.sentAtKill} sent, ` +
        `${f.unrecordedAtKill} of them in flight (not recorded), ${f.heldAtKill} claimed unsent; the second process's first message at ` +
        `${f.secondFirstAtS.toFixed(1)} s, the last person's at ${f.lastAtS.toFixed(1)} s (${f.maxLateS.toFixed(1)} s after the reminder minute); ` +
        `${f.delivered} delivered, ${f.duplicates} duplicates; rows ${JSON.stringify(f.rows)}`,
    );
    expect(f.firstProcessExit).toBe('SIGKILL');
    expect(f.delivered).toBe(PEOPLE);
    expect(f.duplicates).toBeLessThanOrEqual(f.unrecordedAtKill);
    // In flight is bounded whatever the batch: the budget's 30 slots, plus at most 20 results waiting to be written.
    expect(f.unrecordedAtKill).toBeLessThanOrEqual(50);
    expect(f.rows).toEqual({ sent: PEOPLE });
    // Nobody later than 2 minutes after the delivery began (the process started mid-minute).
    expect(f.maxLateFromFirstS).toBeLessThan(120);
    expect(f.secondProcessErrors).toEqual([]);
  }, 240_000);
});
