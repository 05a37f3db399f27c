import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { DbHandle, Tx } from '@dps/db/client';
import { completions, favorites, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { epochDay } from '../time/local-day';
import { getDailyPrayer, NO_DAILY_PRAYER, pickDailyPrayer } from './get-daily-prayer';

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

async function libraryIds(db: DbHandle['db'] | Tx): Promise<number[]> {
  const rows = await db
    .select({ id: prayers.id })
    .from(prayers)
    .where(eq(prayers.kind, 'library'))
    .orderBy(asc(prayers.id));
  return rows.map((r) => r.id);
}

async function schedule(db: DbHandle['db'] | Tx, date: string, title: string): Promise<number> {
  const [p] = await db
    .insert(prayers)
    .values({
      kind: 'daily',
      date,
      title,
      content: `${title} content`,
      scripture: 'Ps 1:1',
      scriptureReference: 'Psalm 1:1',
    })
    .returning({ id: prayers.id });
  return p!.id;
}

describe('pickDailyPrayer', () => {
  it('picks the library prayer at epochDay(date) mod count, the same for everyone on that date', async () => {
    await rolledBack(async (tx) => {
      // Our own library, so the test does not depend on the seed's size.
      await tx.delete(prayers).where(eq(prayers.kind, 'library'));
      const ids: number[] = [];
      for (const t of ['A', 'B', 'C']) {
        const [p] = await tx
          .insert(prayers)
          .values({ kind: 'library', title: t, content: t })
          .returning({ id: prayers.id });
        ids.push(p!.id);
      }
      const ctx = testCtx(h.db);
      const withTx = { ...ctx, db: tx };
      const dates = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '1969-12-30'];
      const picked = [];
      for (const date of dates) picked.push((await pickDailyPrayer(withTx, { date }))!);
      const expected = dates.map((d) => ids[((epochDay(d) % 3) + 3) % 3]);
      expect(picked.map((p) => p.id)).toEqual(expected);
      // Consecutive days walk through the library, so three days in a row are all different.
      expect(new Set(picked.slice(0, 3).map((p) => p.title)).size).toBe(3);
      expect(picked[0]).toMatchObject({ kind: 'library', date: '2026-03-10', content: picked[0]!.title });
    });
  });

  it('uses the seeded library: every date has a prayer', async () => {
    const ids = await libraryIds(h.db);
    expect(ids.length).toBeGreaterThan(0);
    const p = await pickDailyPrayer(testCtx(h.db), { date: '2026-07-04' });
    expect(p?.id).toBe(ids[epochDay('2026-07-04') % ids.length]);
  });

  it('prefers the prayer an admin scheduled for that date, never one it replaced', async () => {
    await rolledBack(async (tx) => {
      const ctx = { ...testCtx(h.db), db: tx };
      // One scheduled prayer per date (decision 165): a replaced one keeps its row, marked replaced.
      const draft = await schedule(tx, '2026-12-25', 'Christmas (first draft)');
      await tx.update(prayers).set({ replacedAt: new Date() }).where(eq(prayers.id, draft));
      const newest = await schedule(tx, '2026-12-25', 'Christmas');
      await schedule(tx, '2026-12-26', 'Boxing Day');
      const p = await pickDailyPrayer(ctx, { date: '2026-12-25' });
      expect(p).toMatchObject({ id: newest, kind: 'daily', title: 'Christmas', scriptureReference: 'Psalm 1:1' });
      // The day before has nothing scheduled: back to the library.
      expect((await pickDailyPrayer(ctx, { date: '2026-12-24' }))?.kind).toBe('library');
    });
  });

  it('is null only when there is neither a scheduled nor a library prayer', async () => {
    await rolledBack(async (tx) => {
      const ctx = { ...testCtx(h.db), db: tx };
      await tx.delete(prayers).where(eq(prayers.kind, 'library'));
      expect(await pickDailyPrayer(ctx, { date: '2026-03-10' })).toBeNull();
      const id = await schedule(tx, '2026-03-10', 'Only this day');
      expect((await pickDailyPrayer(ctx, { date: '2026-03-10' }))?.id).toBe(id);
      expect(await pickDailyPrayer(ctx, { date: '2026-03-11' })).toBeNull();
    });
  });

  it('rejects a malformed date', async () => {
    await expect(pickDailyPrayer(testCtx(h.db), { date: '2026-02-30' })).rejects.toMatchObject({
      code: 'validation',
      message: 'date must be a date in YYYY-MM-DD format.',
    });
  });
});

describe('getDailyPrayer', () => {
  it("is the prayer for the actor's local today, with the spec's fields", async () => {
    const ctx = testCtx(h.db, '2026-03-10T11:30:00Z');
    const east = await makeUser(ctx, { timeZone: 'Pacific/Kiritimati' }); // already 2026-03-11
    const west = await makeUser(ctx, { timeZone: 'Pacific/Pago_Pago' }); // still 2026-03-10
    const e = await getDailyPrayer(actor(ctx, east.id, 'Pacific/Kiritimati'));
    const w = await getDailyPrayer(actor(ctx, west.id, 'Pacific/Pago_Pago'));
    expect(e?.date).toBe('2026-03-11');
    expect(w?.date).toBe('2026-03-10');
    expect(e?.id).toBe((await pickDailyPrayer(ctx, { date: '2026-03-11' }))?.id);
    expect(w?.id).toBe((await pickDailyPrayer(ctx, { date: '2026-03-10' }))?.id);
    expect(Object.keys(w!).sort()).toEqual(
      ['content', 'date', 'id', 'isCompleted', 'isFavorited', 'scripture', 'scriptureReference', 'title'].sort(),
    );
    expect(w).toMatchObject({ isFavorited: false, isCompleted: false });
  });

  it('marks it saved and completed for this actor only, and completed only on the day it was done', async () => {
    const ctx = testCtx(h.db, '2026-05-01T15:00:00Z');
    const ann = await makeUser(ctx, { timeZone: 'America/New_York' });
    const bob = await makeUser(ctx, { timeZone: 'America/New_York' });
    const annCtx = actor(ctx, ann.id, 'America/New_York');
    const today = (await getDailyPrayer(annCtx))!;
    await h.db.insert(favorites).values({ userId: ann.id, prayerId: today.id });
    await h.db.insert(completions).values({ userId: ann.id, prayerId: today.id, localDate: '2026-05-01' });
    expect(await getDailyPrayer(annCtx)).toMatchObject({ id: today.id, isFavorited: true, isCompleted: true });
    expect(await getDailyPrayer(actor(ctx, bob.id, 'America/New_York'))).toMatchObject({
      isFavorited: false,
      isCompleted: false,
    });
    // A completion of the same prayer on another day does not mark today's as done.
    const [other] = await h.db
      .insert(prayers)
      .values({ kind: 'daily', date: '2026-05-02', title: 'Tomorrow', content: 'c' })
      .returning({ id: prayers.id });
    await h.db.insert(completions).values({ userId: ann.id, prayerId: other!.id, localDate: '2026-05-01' });
    ctx.clock.set('2026-05-02T15:00:00Z');
    expect(await getDailyPrayer(annCtx)).toMatchObject({ id: other!.id, date: '2026-05-02', isCompleted: false });
  });

  it('is null when there is no prayer at all (the front end then shows NO_DAILY_PRAYER)', async () => {
    expect(NO_DAILY_PRAYER).toBe('No daily prayer available today.');
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx);
    await rolledBack(async (tx) => {
      await tx.delete(prayers).where(eq(prayers.kind, 'library'));
      expect(await getDailyPrayer({ ...actor(ctx, u.id), db: tx })).toBeNull();
    });
  });
});
