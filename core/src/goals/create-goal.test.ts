import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@dps/db/client';
import { goals } from '@dps/db/schema';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import { createGoal } from './create-goal';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

async function me(now = '2026-03-10T02:00:00Z', timeZone = 'America/Chicago') {
  const ctx = testCtx(h.db, now);
  const u = await makeUser(ctx, { timeZone });
  return actor(ctx, u.id, timeZone);
}

describe('createGoal', () => {
  it("creates an active goal starting on the actor's local today by default", async () => {
    const a = await me(); // 02:00 UTC on the 10th is the evening of the 9th in Chicago
    const goal = await createGoal(a, { title: '  Pray every morning ', targetDays: 21 });
    expect(goal).toEqual({
      id: expect.any(Number),
      title: 'Pray every morning',
      targetDays: 21,
      startDate: '2026-03-09',
      isActive: true,
    });
    const [row] = await h.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row).toMatchObject({ userId: a.userId, startDate: '2026-03-09' });
  });

  it('accepts a given start date and a number of days sent as text', async () => {
    const goal = await createGoal(await me(), {
      title: 'Lent',
      targetDays: '40',
      startDate: '2026-02-18',
    });
    expect(goal).toMatchObject({ targetDays: 40, startDate: '2026-02-18' });
  });

  it("rejects a blank title with the spec's words", async () => {
    const a = await me();
    for (const title of ['', '   ', undefined]) {
      await expect(createGoal(a, { title: title as string, targetDays: 21 })).rejects.toMatchObject({
        code: 'validation',
        title: 'Missing Title',
        message: 'Please enter a goal title.',
      });
    }
  });

  it("rejects days that are not a whole number of at least 1 with the spec's words", async () => {
    const a = await me();
    for (const targetDays of [0, -3, 2.5, Number.NaN, '', 'abc', null, undefined]) {
      await expect(createGoal(a, { title: 'Goal', targetDays: targetDays as number })).rejects.toMatchObject({
        code: 'validation',
        title: 'Invalid Days',
        message: 'Please enter a valid number of days.',
      });
    }
  });

  it('caps the title length and the number of days with clear messages', async () => {
    const a = await me();
    await expect(createGoal(a, { title: 'x'.repeat(201), targetDays: 21 })).rejects.toMatchObject({
      message: 'Please keep the goal title under 200 characters.',
    });
    await expect(createGoal(a, { title: 'Goal', targetDays: 3651 })).rejects.toMatchObject({
      title: 'Invalid Days',
      message: 'Please enter at most 3650 days.',
    });
    expect(await createGoal(a, { title: 'x'.repeat(200), targetDays: 3650 })).toMatchObject({ targetDays: 3650 });
  });

  it('rejects an impossible start date', async () => {
    await expect(
      createGoal(await me(), { title: 'Goal', targetDays: 7, startDate: '2026-02-29' }),
    ).rejects.toMatchObject({
      code: 'validation',
      message: 'Please enter a valid start date.',
    });
  });

  it('refuses a start date more than a year from today, either way', async () => {
    const a = await me('2026-03-10T15:00:00Z');
    for (const startDate of ['9999-12-31', '2027-03-12', '2025-03-08', '1900-01-01']) {
      await expect(createGoal(a, { title: 'Goal', targetDays: 7, startDate })).rejects.toMatchObject({
        code: 'validation',
        title: 'Invalid Date',
        message: 'Please choose a start date within a year of today.',
      });
    }
    expect(await createGoal(a, { title: 'Goal', targetDays: 7, startDate: '2027-03-10' })).toMatchObject({
      startDate: '2027-03-10',
    });
    expect(await createGoal(a, { title: 'Goal', targetDays: 7, startDate: '2025-03-09' })).toMatchObject({
      startDate: '2025-03-09',
    });
  });
});
