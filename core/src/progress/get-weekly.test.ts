import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { completions, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { getWeeklyProgress } from './get-weekly';

let h: DbHandle;
let prayerId: number;
beforeAll(async () => {
  h = await createTestDb();
  const [p] = await h.db.insert(prayers).values({ kind: 'topic', title: 't', content: 'c' }).returning();
  prayerId = p!.id;
});
afterAll(() => h.close());

async function userWith(days: string[], now = '2026-03-11T15:00:00Z', timeZone = 'UTC') {
  const ctx = testCtx(h.db, now);
  const u = await makeUser(ctx, { timeZone });
  if (days.length)
    await h.db.insert(completions).values(days.map((localDate) => ({ userId: u.id, prayerId, localDate })));
  return actor(ctx, u.id, timeZone);
}

const completedDays = (items: { date: string; completed: boolean }[]) =>
  items.filter((i) => i.completed).map((i) => i.date);

describe('getWeeklyProgress', () => {
  it("defaults to the week (Sunday to Saturday) that holds the actor's today", async () => {
    // Friday 2026-03-13; its week starts on Sunday 2026-03-08.
    const me = await userWith(['2026-03-07', '2026-03-08', '2026-03-10', '2026-03-13'], '2026-03-13T15:00:00Z');
    const week = await getWeeklyProgress(me);
    expect(week).toEqual([
      { date: '2026-03-08', completed: true },
      { date: '2026-03-09', completed: false },
      { date: '2026-03-10', completed: true },
      { date: '2026-03-11', completed: false },
      { date: '2026-03-12', completed: false },
      { date: '2026-03-13', completed: true },
      { date: '2026-03-14', completed: false },
    ]);
  });

  it('on a Sunday the week starts that day; on a Saturday it ends that day', async () => {
    const sunday = await userWith(['2026-03-15'], '2026-03-15T12:00:00Z');
    expect((await getWeeklyProgress(sunday))[0]).toEqual({ date: '2026-03-15', completed: true });
    const saturday = await userWith(['2026-03-14'], '2026-03-14T12:00:00Z');
    expect((await getWeeklyProgress(saturday))[6]).toEqual({ date: '2026-03-14', completed: true });
  });

  it('shows any seven days from a given startDate, e.g. last week, and counts a day with two prayers once', async () => {
    const me = await userWith(['2026-03-01', '2026-03-03', '2026-03-07', '2026-03-08']);
    await h.db.insert(prayers).values({ kind: 'topic', title: 'x', content: 'x' });
    const week = await getWeeklyProgress(me, { startDate: '2026-03-01' });
    expect(week.map((d) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(completedDays(week)).toEqual(['2026-03-01', '2026-03-03', '2026-03-07']);
    // Not necessarily a Sunday: the seven days from the given date.
    expect(completedDays(await getWeeklyProgress(me, { startDate: '2026-03-03' }))).toEqual([
      '2026-03-03',
      '2026-03-07',
      '2026-03-08',
    ]);
  });

  it("never shows someone else's completions", async () => {
    await userWith(['2026-03-09']);
    const me = await userWith([]);
    expect(completedDays(await getWeeklyProgress(me))).toEqual([]);
  });

  it('rejects a malformed startDate with a clear message', async () => {
    const me = await userWith([]);
    for (const startDate of ['2026-3-1', '2026-02-30', 'last week', '']) {
      await expect(getWeeklyProgress(me, { startDate })).rejects.toMatchObject({
        code: 'validation',
        message: 'startDate must be a date in YYYY-MM-DD format.',
      });
    }
  });
});
