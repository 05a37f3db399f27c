import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addDays } from '../time/local-day';
import { pickDailyPrayer } from './get-daily-prayer';
import { listPublishedPrayers } from './list-published-prayers';
import { saveFavorite } from './save-favorite';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

// 2026-03-10T12:00Z is 2026-03-10 in UTC and 2026-03-11 in Pacific/Kiritimati (UTC+14).
const NOW = '2026-03-10T12:00:00Z';

async function scheduleDaily(date: string, title: string): Promise<number> {
  const [p] = await h.db
    .insert(prayers)
    .values({ kind: 'daily', date, title, content: `${title} content` })
    .returning({ id: prayers.id });
  return p!.id;
}

describe('listPublishedPrayers', () => {
  it("answers each date's daily prayer (the same pick as the daily prayer) for today and the next 7 days", async () => {
    const ctx = testCtx(h.db, NOW);
    const u = await makeUser(ctx);
    const days = await listPublishedPrayers(actor(ctx, u.id), { from: '2026-03-10', to: '2026-03-17' });
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 8 }, (_, i) => addDays('2026-03-10', i)));
    for (const d of days) {
      const picked = await pickDailyPrayer(ctx, { date: d.date });
      expect(d.prayer).toMatchObject({ id: picked!.id, title: picked!.title, date: d.date, isCompleted: false });
    }
  });

  it('never reveals an admin prayer scheduled beyond a week ahead: the range is clipped to today ± 7 days', async () => {
    const ctx = testCtx(h.db, NOW);
    const u = await makeUser(ctx);
    const soon = await scheduleDaily('2026-03-17', 'In a week');
    await scheduleDaily('2026-03-18', 'Not yet published');
    const days = await listPublishedPrayers(actor(ctx, u.id), { from: '2026-03-01', to: '2026-03-30' });
    expect(days[0]!.date).toBe('2026-03-03');
    expect(days.at(-1)!.date).toBe('2026-03-17');
    expect(days.at(-1)!.prayer!.id).toBe(soon);
    expect(days.some((d) => d.prayer?.title === 'Not yet published')).toBe(false);
    // Wholly in the future: nothing.
    expect(await listPublishedPrayers(actor(ctx, u.id), { from: '2026-03-18', to: '2026-03-20' })).toEqual([]);
  });

  it("counts the week from the actor's own today (a day ahead in UTC+14)", async () => {
    const ctx = testCtx(h.db, NOW);
    const u = await makeUser(ctx, { timeZone: 'Pacific/Kiritimati' });
    const days = await listPublishedPrayers(actor(ctx, u.id, 'Pacific/Kiritimati'), {
      from: '2026-03-11',
      to: '2026-03-25',
    });
    expect(days.at(-1)!.date).toBe('2026-03-18');
  });

  it('marks saved prayers, and completed ones only on the date they were completed', async () => {
    const ctx = testCtx(h.db, NOW);
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const [today, tomorrow] = await listPublishedPrayers(me, { from: '2026-03-10', to: '2026-03-11' });
    await saveFavorite(me, { prayerId: tomorrow!.prayer!.id });
    await h.db.insert(completions).values({ userId: u.id, prayerId: today!.prayer!.id, localDate: '2026-03-10' });
    const after = await listPublishedPrayers(me, { from: '2026-03-10', to: '2026-03-11' });
    expect(after[0]!.prayer).toMatchObject({ isCompleted: true });
    expect(after[1]!.prayer).toMatchObject({ isFavorited: true, isCompleted: false });
  });

  it('refuses malformed or reversed dates with a clear message', async () => {
    const ctx = testCtx(h.db, NOW);
    const u = await makeUser(ctx);
    await expect(listPublishedPrayers(actor(ctx, u.id), { from: '2026-3-10', to: '2026-03-11' })).rejects.toMatchObject(
      {
        code: 'validation',
        message: 'Please give dates in YYYY-MM-DD format.',
      },
    );
    await expect(
      listPublishedPrayers(actor(ctx, u.id), { from: '2026-03-12', to: '2026-03-11' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: 'The start date must not be after the end date.',
    });
  });
});
