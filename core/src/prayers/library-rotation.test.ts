/**
 * The library rotation over a year (decision 002): with the seeded library no prayer comes back
 * within 366 consecutive dates, from any start date; and growing the library in an existing database
 * changes neither today nor any earlier day for anyone, so a completed prayer stays "Completed".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle, type Tx } from '@dps/db/client';
import { prayers } from '@dps/db/schema';
import { firstUnbegunDate, seedDatabase } from '@dps/db/seed/seed';
import { loadContent } from '@dps/db/content/load-content';
import { firstRelease } from '@dps/db/content/first-release';
import type { Ctx } from '../context';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addDays, epochDay, fromEpochDay } from '../time/local-day';
import { getDailyPrayer, pickDailyPrayer, pickedIdSql } from './get-daily-prayer';
import { completePrayer } from './complete-prayer';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

const YEAR = 366;
const seedDailyPrayers = loadContent().find((c) => c.language === 'en')!.daily;

/** Run `fn` in a transaction that is always rolled back, so a test may empty tables freely. */
async function rolledBack(fn: (tx: Tx) => Promise<void>): Promise<void> {
  const sentinel = new Error('rollback');
  await expect(
    h.db.transaction(async (tx) => {
      await fn(tx);
      throw sentinel;
    }),
  ).rejects.toBe(sentinel);
}

/** The library prayer ids picked for `days` consecutive dates from `start`, one pickDailyPrayer call each. */
async function walk(ctx: Ctx, start: string, days: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < days; i++) {
    const p = await pickDailyPrayer(ctx, { date: addDays(start, i) });
    expect(p?.kind).toBe('library');
    ids.push(p!.id);
  }
  return ids;
}

/**
 * The same walk in a few round trips (100 dates each): the very statement pickDailyPrayer runs
 * (pickedIdSql), once per date, so the long walks stay quick; every pick must be a library prayer.
 */
async function fastWalk(db: Ctx['db'], start: string, days: number): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < days; from += 100) {
    const n = Math.min(100, days - from);
    const picks = Array.from(
      { length: n },
      (_, i) => sql`select ${from + i}::int as i, (${pickedIdSql(addDays(start, from + i), 'en')}) as id`,
    );
    const rows = await queryRows<{ i: number; id: number | null; kind: string | null }>(
      db,
      sql`select w.i, w.id, p.kind from (${sql.join(picks, sql` union all `)}) w
          left join prayers p on p.id = w.id order by w.i`,
    );
    expect(rows).toHaveLength(n);
    expect(rows.filter((r) => r.kind !== 'library')).toEqual([]);
    ids.push(...rows.map((r) => r.id!));
  }
  return ids;
}

/** The shortest distance in days between two dates that got the same prayer (Infinity when none did). */
function shortestReturn(ids: number[]): number {
  const last = new Map<number, number>();
  let shortest = Infinity;
  ids.forEach((id, i) => {
    const seen = last.get(id);
    if (seen !== undefined) shortest = Math.min(shortest, i - seen);
    last.set(id, i);
  });
  return shortest;
}

async function libraryIds(db: Tx | DbHandle['db']): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from prayers where kind = 'library' and language = 'en' order by id`,
  );
  return rows.map((r) => r.id);
}

describe('the seeded library over a year', () => {
  it('holds at least 366 prayers', async () => {
    expect(seedDailyPrayers.length).toBeGreaterThanOrEqual(YEAR);
    expect((await libraryIds(h.db)).length).toBe(seedDailyPrayers.length);
  });

  it('walks 366 consecutive dates and meets no library prayer twice', async () => {
    const ids = await walk(testCtx(h.db), '2026-03-10', YEAR);
    expect(new Set(ids).size).toBe(YEAR);
    // The one-round-trip walk the other tests use gives exactly these picks.
    expect(await fastWalk(h.db, '2026-03-10', YEAR)).toEqual(ids);
  });

  it('never repeats a prayer within 366 days from ANY start date: two years of dates cover every start', async () => {
    // The pick is (date - anchor) mod N, periodic with period N; so every run of 366 dates, wherever it
    // starts, equals one that starts within the first N of these N + 365 dates.
    const n = seedDailyPrayers.length;
    const ids = await fastWalk(h.db, '2025-01-01', n + YEAR - 1);
    expect(shortestReturn(ids)).toBe(n);
    expect(shortestReturn(ids)).toBeGreaterThanOrEqual(YEAR);
  });

  it('holds for random start dates between 1900 and 2200 as well', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: epochDay('1900-01-01'), max: epochDay('2200-01-01') }), async (day) => {
        const ids = await fastWalk(h.db, fromEpochDay(day), YEAR);
        expect(new Set(ids).size).toBe(YEAR);
      }),
      { numRuns: 3 },
    );
  });
});

describe('growing the library in an existing database', () => {
  it("keeps everyone's today, and every earlier day, on the prayer it had; a completion stays Completed", async () => {
    await rolledBack(async (tx) => {
      // A database the first release made (64 library prayers), on 2026-03-10 at 11:30 UTC: already the
      // 11th in Kiritimati (UTC+14), still the 10th in Pago Pago (UTC-11).
      await tx.delete(prayers);
      const at = '2026-03-10T11:30:00Z';
      const ctx = { ...testCtx(h.db, at), db: tx };
      await seedDatabase(tx, { content: firstRelease(loadContent()), now: new Date(at) });
      expect(await libraryIds(tx)).toHaveLength(64);
      const zones = ['Pacific/Kiritimati', 'Asia/Tokyo', 'UTC', 'America/New_York', 'Pacific/Pago_Pago'];
      const people = [];
      for (const zone of zones) {
        const u = await makeUser(ctx, { timeZone: zone });
        const a = actor(ctx, u.id, zone);
        const today = (await getDailyPrayer(a))!;
        await completePrayer(a, { prayerId: today.id });
        people.push({ a, today });
      }
      const before = await fastWalk(tx, '2026-01-01', 70); // up to 2026-03-11, the latest today on Earth

      // The server restarts with this release: the same instant, 302 more library prayers.
      await seedDatabase(tx, { now: new Date(at) });
      expect((await libraryIds(tx)).length).toBe(seedDailyPrayers.length);

      for (const { a, today } of people) {
        expect(await getDailyPrayer(a), a.timeZone).toMatchObject({
          id: today.id,
          date: today.date,
          isCompleted: true,
        });
      }
      expect(await fastWalk(tx, '2026-01-01', 70)).toEqual(before);

      // From the first date nobody had begun, the new prayers come first, then the 64 again: none of the
      // old ones (all shown in the last 64 days) returns within 302 days, and no prayer within 366.
      const from = firstUnbegunDate(new Date(at));
      expect(from).toBe('2026-03-12');
      const year = await fastWalk(tx, from, YEAR);
      expect(new Set(year).size).toBe(YEAR);
      const old = new Set(before);
      const firstOld = year.findIndex((id) => old.has(id));
      expect(firstOld).toBe(seedDailyPrayers.length - 64);
      // The whole stretch from the upgrade on repeats nothing within a year, from any start date.
      const later = await fastWalk(tx, from, seedDailyPrayers.length + YEAR - 1);
      expect(shortestReturn(later)).toBeGreaterThanOrEqual(YEAR);

      // The next morning in Kiritimati is 2026-03-12: a new prayer, not yet completed.
      ctx.clock.set('2026-03-11T10:00:00Z');
      const next = await getDailyPrayer(people[0]!.a);
      expect(next).toMatchObject({ date: from, isCompleted: false });
      expect(old.has(next!.id)).toBe(false);
    });
  });
});
