import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { completions, goals, prayers } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { addDays } from '../time/local-day';
import { createGoal } from './create-goal';
import { listActiveGoals } from './list-goals';

let h: DbHandle;
let prayerIds: number[];
beforeAll(async () => {
  h = await createTestDb();
  const rows = await h.db
    .insert(prayers)
    .values(['a', 'b'].map((t) => ({ kind: 'topic' as const, title: t, content: t })))
    .returning({ id: prayers.id });
  prayerIds = rows.map((r) => r.id);
});
afterAll(() => h.close());

describe('listActiveGoals', () => {
  it('shows each active goal with days completed since its start and the percent, newest first', async () => {
    const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
    const u = await makeUser(ctx);
    const me = actor(ctx, u.id);
    const older = await createGoal(me, { title: 'Month', targetDays: 30, startDate: '2026-03-01' });
    const small = await createGoal(me, { title: 'Three days', targetDays: 3, startDate: '2026-03-01' });
    const fresh = await createGoal(me, { title: 'From today', targetDays: 21 });
    const later = await createGoal(me, { title: 'Next month', targetDays: 10, startDate: '2026-04-01' });
    const done = await createGoal(me, { title: 'Finished', targetDays: 5, startDate: '2026-01-01' });
    await h.db.update(goals).set({ isActive: false }).where(eq(goals.id, done.id));

    const days = ['2026-02-27', '2026-03-01', '2026-03-02', '2026-03-05', '2026-03-09', '2026-03-10'];
    await h.db.insert(completions).values([
      ...days.map((localDate) => ({ userId: u.id, prayerId: prayerIds[0]!, localDate })),
      // A second prayer on a day already counted does not add a day.
      { userId: u.id, prayerId: prayerIds[1]!, localDate: '2026-03-05' },
    ]);

    const list = await listActiveGoals(me);
    expect(list.map((g) => g.id)).toEqual([later.id, fresh.id, small.id, older.id]);
    const byTitle = Object.fromEntries(list.map((g) => [g.title, g]));
    expect(byTitle['Month']).toEqual({
      id: older.id,
      title: 'Month',
      targetDays: 30,
      startDate: '2026-03-01',
      isActive: true,
      daysCompleted: 5,
      percent: 17,
    });
    expect(byTitle['Three days']).toMatchObject({ daysCompleted: 3, percent: 100 });
    expect(byTitle['From today']).toMatchObject({ startDate: '2026-03-10', daysCompleted: 1, percent: 5 });
    expect(byTitle['Next month']).toMatchObject({ daysCompleted: 0, percent: 0 });
  });

  it("counts only the actor's own completions, and is empty for someone without goals", async () => {
    const ctx = testCtx(h.db, '2026-03-10T12:00:00Z');
    const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
    await createGoal(actor(ctx, a.id), { title: 'Week', targetDays: 7, startDate: '2026-03-04' });
    await h.db.insert(completions).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: b.id,
        prayerId: prayerIds[0]!,
        localDate: addDays('2026-03-04', i),
      })),
    );
    expect(await listActiveGoals(actor(ctx, a.id))).toMatchObject([{ title: 'Week', daysCompleted: 0, percent: 0 }]);
    expect(await listActiveGoals(actor(ctx, b.id))).toEqual([]);
  });
});
