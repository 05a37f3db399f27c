/**
 * "Today" is the person's own local day: completions, the daily prayer, the streak, the week and
 * goals all follow it, across DST changes, at the date line, and when the person changes zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@dps/db/client';
import { createTestDb } from '../../test/create-test-db';
import { actor, testCtx } from '../../test/context';
import { makeUser } from '../../test/factories';
import type { ActorCtx } from '../context';
import { createGoal } from '../goals/create-goal';
import { listActiveGoals } from '../goals/list-goals';
import { completePrayer } from '../prayers/complete-prayer';
import { getDailyPrayer } from '../prayers/get-daily-prayer';
import { addDays, instantAtLocal } from '../time/local-day';
import { getStreak } from './get-streak';
import { getWeeklyProgress } from './get-weekly';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDb();
});
afterAll(() => h.close());

const NY = 'America/New_York';

/** Open today's prayer and press "Pray", as the Today screen does. */
async function prayToday(me: ActorCtx) {
  const daily = await getDailyPrayer(me);
  return completePrayer(me, { prayerId: daily!.id });
}

const done = (week: { date: string; completed: boolean }[]) => week.filter((d) => d.completed).map((d) => d.date);

describe('New York across the DST changes', () => {
  it('spring forward (2026-03-08): prayers at 23:30 local land on their own day and the streak is unbroken', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx, { timeZone: NY });
    const me = actor(ctx, u.id, NY);
    const days = Array.from({ length: 7 }, (_, i) => addDays('2026-03-05', i)); // Thu 5th .. Wed 11th
    for (const day of days) {
      ctx.clock.set(instantAtLocal(day, '23:30', NY)); // already the next day in UTC
      expect((await prayToday(me)).localDate).toBe(day);
    }
    // 23:30 EDT on the 8th is 03:30 UTC on the 9th: the day is still the 8th.
    expect(instantAtLocal('2026-03-08', '23:30', NY).toISOString()).toBe('2026-03-09T03:30:00.000Z');
    ctx.clock.set(instantAtLocal('2026-03-11', '23:59', NY));
    expect(await getStreak(me)).toEqual({ streak: 7, bestStreak: 7 });
    // The week of the 11th starts on Sunday the 8th, the day the clocks changed.
    expect(done(await getWeeklyProgress(me))).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
    // In the small hours after the gap it is the 12th: yesterday's streak still stands.
    ctx.clock.set(instantAtLocal('2026-03-12', '00:30', NY));
    expect((await getStreak(me)).streak).toBe(7);
    expect(await getDailyPrayer(me)).toMatchObject({ date: '2026-03-12', isCompleted: false });
  });

  it('the 2:30 that never happens on 2026-03-08 still counts as the 8th', async () => {
    const ctx = testCtx(h.db, instantAtLocal('2026-03-08', '02:30', NY)); // pushed to 03:30 EDT
    const u = await makeUser(ctx, { timeZone: NY });
    expect((await prayToday(actor(ctx, u.id, NY))).localDate).toBe('2026-03-08');
  });

  it('fall back (2026-11-01): 01:30 happens twice but is one day; 23:30 prayers and the goal stay on track', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx, { timeZone: NY });
    const me = actor(ctx, u.id, NY);
    ctx.clock.set(instantAtLocal('2026-10-29', '09:00', NY));
    await createGoal(me, { title: 'A week', targetDays: 7 });
    for (const day of Array.from({ length: 7 }, (_, i) => addDays('2026-10-29', i))) {
      ctx.clock.set(instantAtLocal(day, '23:30', NY));
      expect((await prayToday(me)).localDate).toBe(day);
    }
    // The two 01:30s of Nov 1 (EDT, then EST): the same local day, so the second press adds nothing.
    ctx.clock.set('2026-11-01T05:30:00Z');
    expect(await prayToday(me)).toEqual({ completed: true, localDate: '2026-11-01', alreadyCompleted: true });
    ctx.clock.set('2026-11-01T06:30:00Z');
    expect(await prayToday(me)).toEqual({ completed: true, localDate: '2026-11-01', alreadyCompleted: true });

    ctx.clock.set(instantAtLocal('2026-11-04', '23:45', NY));
    expect(await getStreak(me)).toEqual({ streak: 7, bestStreak: 7 });
    expect(done(await getWeeklyProgress(me))).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(done(await getWeeklyProgress(me, { startDate: '2026-10-25' }))).toEqual([
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
    ]);
    expect(await listActiveGoals(me)).toMatchObject([{ startDate: '2026-10-29', daysCompleted: 7, percent: 100 }]);
  });
});

describe('the date line: Kiritimati (UTC+14) and Pago Pago (UTC-11) at the same instant', () => {
  const K = 'Pacific/Kiritimati';
  const P = 'Pacific/Pago_Pago';

  async function pair(now: string) {
    const ctx = testCtx(h.db, now);
    const k = actor(ctx, (await makeUser(ctx, { timeZone: K })).id, K);
    const p = actor(ctx, (await makeUser(ctx, { timeZone: P })).id, P);
    return { ctx, k, p };
  }

  it('praying at the same instant lands on different local days, each with its own daily prayer', async () => {
    const { k, p } = await pair('2026-03-10T11:30:00Z');
    const kDaily = await getDailyPrayer(k);
    const pDaily = await getDailyPrayer(p);
    expect([kDaily?.date, pDaily?.date]).toEqual(['2026-03-11', '2026-03-10']);
    expect((await prayToday(k)).localDate).toBe('2026-03-11');
    expect((await prayToday(p)).localDate).toBe('2026-03-10');
    expect(await getDailyPrayer(k)).toMatchObject({ id: kDaily!.id, isCompleted: true });
    expect(await getDailyPrayer(p)).toMatchObject({ id: pDaily!.id, isCompleted: true });
  });

  it('the same history gives different streaks at the same instant', async () => {
    const { ctx, k, p } = await pair('2026-03-12T09:00:00Z'); // K: 12th 23:00, P: 11th 22:00
    await prayToday(k);
    await prayToday(p);
    ctx.clock.set('2026-03-13T10:30:00Z'); // K: 14th 00:30 (missed the 13th), P: 12th 23:30
    expect(await getStreak(k)).toEqual({ streak: 0, bestStreak: 1 });
    expect(await getStreak(p)).toEqual({ streak: 1, bestStreak: 1 });
  });

  it('their weeks differ: one is already in next week (Sunday), the other is still on Saturday', async () => {
    const { k, p } = await pair('2026-03-14T11:30:00Z'); // K: Sun 15th 01:30, P: Sat 14th 00:30
    expect((await prayToday(k)).localDate).toBe('2026-03-15');
    expect((await prayToday(p)).localDate).toBe('2026-03-14');
    const kWeek = await getWeeklyProgress(k);
    const pWeek = await getWeeklyProgress(p);
    expect(kWeek[0]).toEqual({ date: '2026-03-15', completed: true });
    expect(pWeek[0]!.date).toBe('2026-03-08');
    expect(pWeek[6]).toEqual({ date: '2026-03-14', completed: true });
    expect(done(kWeek)).toEqual(['2026-03-15']);
    expect(done(pWeek)).toEqual(['2026-03-14']);
  });
});

describe('a person who changes zone mid-streak', () => {
  const LA = 'America/Los_Angeles';
  const TOKYO = 'Asia/Tokyo';

  it('Los Angeles -> Tokyo (east): the streak carries on, the next prayer extends it', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx, { timeZone: LA });
    const inLa = actor(ctx, u.id, LA);
    for (const day of ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']) {
      ctx.clock.set(instantAtLocal(day, '20:00', LA));
      await prayToday(inLa);
    }
    // Half an hour later they land in Tokyo, where it is already midday on the 9th.
    ctx.clock.set(instantAtLocal('2026-03-08', '20:30', LA));
    const inTokyo = actor(ctx, u.id, TOKYO);
    expect(await getDailyPrayer(inTokyo)).toMatchObject({ date: '2026-03-09', isCompleted: false });
    expect(await getStreak(inTokyo)).toEqual({ streak: 5, bestStreak: 5 }); // the 8th was yesterday
    expect((await prayToday(inTokyo)).localDate).toBe('2026-03-09');
    expect(await getStreak(inTokyo)).toEqual({ streak: 6, bestStreak: 6 });
    expect(done(await getWeeklyProgress(inTokyo))).toEqual(['2026-03-08', '2026-03-09']);
  });

  it('Tokyo -> Los Angeles (west): a day already prayed "tomorrow" keeps the streak, and is not counted twice', async () => {
    const ctx = testCtx(h.db);
    const u = await makeUser(ctx, { timeZone: TOKYO });
    const inTokyo = actor(ctx, u.id, TOKYO);
    await createGoal(
      { ...inTokyo, clock: { now: () => instantAtLocal('2026-03-04', '07:00', TOKYO) } },
      {
        title: 'Ten days',
        targetDays: 10,
      },
    );
    for (const day of ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']) {
      ctx.clock.set(instantAtLocal(day, '08:00', TOKYO));
      await prayToday(inTokyo);
    }
    expect((await getStreak(inTokyo)).streak).toBe(6);
    // Right after the prayer of the 9th (Tokyo) they switch to Los Angeles, where it is still the 8th.
    const inLa = actor(ctx, u.id, LA);
    expect(await getDailyPrayer(inLa)).toMatchObject({ date: '2026-03-08', isCompleted: true });
    expect(await getStreak(inLa)).toEqual({ streak: 6, bestStreak: 6 });
    expect(await listActiveGoals(inLa)).toMatchObject([{ daysCompleted: 6 }]);
    // The 9th in Los Angeles: that day's prayer was already prayed in Tokyo; pressing again adds nothing.
    ctx.clock.set(instantAtLocal('2026-03-09', '12:00', LA));
    expect(await getDailyPrayer(inLa)).toMatchObject({ date: '2026-03-09', isCompleted: true });
    expect(await prayToday(inLa)).toMatchObject({ localDate: '2026-03-09', alreadyCompleted: true });
    expect(await getStreak(inLa)).toEqual({ streak: 6, bestStreak: 6 });
    // The 10th in Los Angeles: a new day; the streak goes on.
    ctx.clock.set(instantAtLocal('2026-03-10', '12:00', LA));
    expect((await getStreak(inLa)).streak).toBe(6);
    await prayToday(inLa);
    expect(await getStreak(inLa)).toEqual({ streak: 7, bestStreak: 7 });
    expect(await listActiveGoals(inLa)).toMatchObject([{ daysCompleted: 7, percent: 70 }]);
  });
});
