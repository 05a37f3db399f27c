import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DbHandle, Tx } from '../client';
import { queryRows } from '../client';
import { prayers } from '../schema';
import { createTestDb } from '../../../core/test/create-test-db';
import { countLibrary, firstUnbegunDate, seedDatabase } from './seed';
import { firstDailyPrayers, seedDailyPrayers } from './daily-prayers';
import { firstTopicPrayers, seedTopicPrayers } from './topic-prayers';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

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

interface Row {
  id: number;
  seedKey: string;
  kind: string;
  title: string;
  inRotationFrom: string | null;
}
async function seededRows(db: Tx): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select id, seed_key as "seedKey", kind, title, in_rotation_from::text as "inRotationFrom"
        from prayers where seed_key is not null order by id`,
  );
}

const firstRelease = { daily: firstDailyPrayers, topic: firstTopicPrayers };

describe('seedDatabase', () => {
  it('adds nothing when run again on a database it already seeded', async () => {
    expect(await seedDatabase(h.db)).toEqual({ topics: 0, prayers: 0 });
    expect(await countLibrary(h.db)).toBe(seedDailyPrayers.length);
  });

  it('seeds a new database with the whole library in rotation from the start', async () => {
    const rows = await queryRows<{ n: number; dated: number }>(
      h.db,
      sql`select count(*)::int as n, count(in_rotation_from)::int as dated from prayers where kind = 'library'`,
    );
    expect(rows[0]).toEqual({ n: seedDailyPrayers.length, dated: 0 });
  });

  it('adds the new prayers to a database seeded by the first release: nothing duplicated, old ids kept', async () => {
    await rolledBack(async (tx) => {
      await tx.delete(prayers);
      const now = new Date('2026-03-10T11:30:00Z');
      const first = await seedDatabase(tx, { content: firstRelease, now });
      expect(first.prayers).toBe(64 + 42);
      const before = await seededRows(tx);
      expect(before.every((r) => r.inRotationFrom === null)).toBe(true);

      const upgrade = await seedDatabase(tx, { now });
      expect(upgrade).toEqual({
        topics: 0,
        prayers: seedDailyPrayers.length + seedTopicPrayers.length - before.length,
      });
      const after = await seededRows(tx);
      expect(after).toHaveLength(seedDailyPrayers.length + seedTopicPrayers.length);
      expect(new Set(after.map((r) => r.seedKey)).size).toBe(after.length);
      // Every row the first release made is still there, same id, same text, still in rotation from the start.
      const byKey = new Map(after.map((r) => [r.seedKey, r]));
      for (const r of before) expect(byKey.get(r.seedKey), r.seedKey).toEqual(r);
      // The new library prayers enter the rotation on the first date nobody on Earth has begun yet.
      const added = after.filter((r) => !before.some((b) => b.id === r.id));
      expect(added.filter((r) => r.kind === 'library')).toHaveLength(seedDailyPrayers.length - 64);
      expect(added.filter((r) => r.kind === 'topic')).toHaveLength(seedTopicPrayers.length - 42);
      for (const r of added) {
        expect(r.inRotationFrom, r.seedKey).toBe(r.kind === 'library' ? '2026-03-12' : null);
        expect(r.id).toBeGreaterThan(Math.max(...before.map((b) => b.id)));
      }
      // The library keeps the release's order, so ids follow the keys.
      const library = after.filter((r) => r.kind === 'library').map((r) => r.seedKey);
      expect(library).toEqual(seedDailyPrayers.map((p) => p.key));

      expect(await seedDatabase(tx, { now: new Date('2026-04-01T00:00:00Z') })).toEqual({ topics: 0, prayers: 0 });
      expect(await seededRows(tx)).toEqual(after);
    });
  });

  it('dates nothing when the library was empty (a new database), even if topics existed', async () => {
    await rolledBack(async (tx) => {
      await tx.delete(prayers);
      await seedDatabase(tx, { now: new Date('2026-03-10T11:30:00Z') });
      const rows = await seededRows(tx);
      expect(rows.filter((r) => r.kind === 'library')).toHaveLength(seedDailyPrayers.length);
      expect(rows.every((r) => r.inRotationFrom === null)).toBe(true);
    });
  });
});

describe('firstUnbegunDate', () => {
  it('is the day after the date in UTC+14, the latest local date anywhere', () => {
    expect(firstUnbegunDate(new Date('2026-03-10T09:59:59Z'))).toBe('2026-03-11'); // 23:59 in Kiritimati
    expect(firstUnbegunDate(new Date('2026-03-10T10:00:00Z'))).toBe('2026-03-12'); // Kiritimati is on the 11th
    expect(firstUnbegunDate(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-02');
    expect(firstUnbegunDate(new Date('2028-02-28T10:00:00Z'))).toBe('2028-03-01');
  });
});
