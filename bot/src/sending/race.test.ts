/**
 * Three scheduler instances on one database through a simulated week: every person gets exactly
 * one prayer per local date — none twice (however the instances interleave), none missed (even
 * with transient send failures) — and never before their reminder time.
 *
 * On PostgreSQL the three instances run concurrently (one pool of 12 connections, so their
 * statements interleave on separate sessions) for 1,000 people. Embedded PGlite has a single
 * connection and cannot race, so there the instances take turns, for 150 people: the same
 * bookkeeping is checked, not the concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { queryRows } from '@dps/db/client';
import { createTestDb, testDbConfig } from '@dps/core/test/create-test-db';
import { testCtx } from '@dps/core/test/context';
import { addDays, instantAtLocal, localDate } from '@dps/core/time/local-day';
import { DEFAULT_CATCH_UP_MINUTES } from '@dps/core/delivery/is-due';
import { claimedAtColumn } from '@dps/core/delivery/claim-deliveries';
import { recordingSender } from '../../test/recording-sender';
import { createDeliveryRunner } from './delivery-runner';

const onPostgres = testDbConfig().kind === 'postgres';
const PEOPLE = onPostgres ? 1000 : 150;
const ZONES = [
  'America/New_York',
  'Europe/London',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Australia/Sydney',
  'UTC',
];
// 3 to 10 April 2026: Sydney and Lord Howe leave DST on the 5th (Lord Howe by 30 minutes).
const START = Date.parse('2026-04-03T00:00:00Z');
const END = Date.parse('2026-04-10T00:00:00Z');

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb({ maxConnections: 12 });
});
afterAll(() => h.close());

let seed = 7;
const rand = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};

describe(`three scheduler instances over a simulated week (${onPostgres ? 'PostgreSQL, concurrent' : 'PGlite, taking turns'})`, () => {
  it(`delivers to ${PEOPLE} people exactly once per local date: zero duplicates, zero misses`, async () => {
    const people = Array.from({ length: PEOPLE }, (_, i) => ({
      chatId: 80_000_000 + i,
      timeZone: ZONES[rand(ZONES.length)]!,
      // Any minute of the day, gaps and midnight included.
      reminderTime: `${String(rand(24)).padStart(2, '0')}:${String(rand(60)).padStart(2, '0')}`,
    }));
    // Bulk setup in three statements (the engine, not the sign-up, is under test here).
    const payload = JSON.stringify(people.map((p) => ({ chat_id: p.chatId, tz: p.timeZone, rt: p.reminderTime })));
    await h.db.execute(sql`
      with p as (select * from jsonb_to_recordset(${payload}::jsonb) as x(chat_id bigint, tz text, rt text)),
      u as (
        insert into users (first_name, last_name) select 'Racer', p.chat_id::text from p returning id, last_name
      ),
      s as (
        insert into user_settings (user_id, daily_reminders, reminder_time, time_zone, time_zone_confirmed)
        select u.id, true, p.rt, p.tz, true from u join p on p.chat_id::text = u.last_name
      )
      insert into telegram_chats (chat_id, type, user_id, is_active)
      select p.chat_id, 'private', u.id, true from u join p on p.chat_id::text = u.last_name`);

    const base = testCtx(h.db);
    const sends: { target: string; localDate: string; attempts: number; id: number }[] = [];
    const instances = [0, 1, 2].map((i) =>
      createDeliveryRunner({
        ctx: base,
        // Each instance fails one send in 40 (a flaky network), to exercise retries across instances.
        senders: [recordingSender({ shared: sends, failEvery: 40 + i })],
        batchSize: 200,
      }),
    );
    const skewMs = [0, 4_000, -3_000];
    let ticks = 0;
    for (let t = START; t < END; t += (onPostgres ? 20 + rand(41) : 40 + rand(61)) * 60_000) {
      ticks += 1;
      const run = (i: number) => instances[i]!.runDue(new Date(t + skewMs[i]!));
      if (onPostgres) await Promise.all([run(0), run(1), run(2)]);
      else for (const i of [0, 1, 2]) await run(i);
    }

    // Zero duplicates.
    const keys = sends.map((s) => `${s.target}|${s.localDate}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);

    // Zero misses: every reminder instant from the start to three hours (the catch-up window) before the end.
    const sent = new Set(keys);
    const missing: string[] = [];
    let expected = 0;
    for (const p of people) {
      for (
        let d = addDays(localDate(new Date(START), p.timeZone), -1);
        d <= addDays(localDate(new Date(END), p.timeZone), 1);
        d = addDays(d, 1)
      ) {
        const due = instantAtLocal(d, p.reminderTime, p.timeZone).getTime();
        if (due >= START && due <= END - DEFAULT_CATCH_UP_MINUTES * 60_000) {
          expected += 1;
          if (!sent.has(`${p.chatId}|${d}`)) missing.push(`${p.chatId} ${p.timeZone} ${p.reminderTime} ${d}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(expected).toBeGreaterThan(PEOPLE * 6);

    // Never early; nothing given up (every transient failure was retried to success or is pending).
    const rows = await queryRows<{
      target: string;
      localDate: string;
      claimedAt: Date;
      status: string;
      tz: string;
      rt: string;
    }>(
      h.db,
      sql`select d.target, d.local_date::text as "localDate", d.${claimedAtColumn} as "claimedAt", d.status, us.time_zone as tz, us.reminder_time as rt
          from deliveries d join telegram_chats tc on tc.chat_id::text = d.target join user_settings us on us.user_id = tc.user_id`,
    );
    const early = rows.filter(
      (r) => new Date(r.claimedAt).getTime() + 5_000 < instantAtLocal(r.localDate, r.rt, r.tz).getTime(),
    );
    expect(early).toEqual([]);
    expect(rows.filter((r) => r.status === 'dead')).toEqual([]);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(sends.length);
    console.log(
      `race: ${ticks} ticks x 3 instances, ${sends.length} deliveries, ${expected} required, 0 duplicates, 0 missed`,
    );
  }, 240_000);
});
