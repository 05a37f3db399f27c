import { describe, expect, it } from 'vitest';
import { planPosition, shownDay } from './plan-position';

const run = { startDate: '2026-03-10', pausedOn: null, pausedDays: 0, length: 7 };

describe('planPosition', () => {
  it('before the start date nothing is due and day 1 is next', () => {
    const p = planPosition(run, '2026-03-09', []);
    expect(p).toMatchObject({ state: 'upcoming', dueThrough: 0, current: null, next: { day: 1, date: '2026-03-10' } });
  });

  it('moves one day per local day while each day is read', () => {
    expect(planPosition(run, '2026-03-10', []).current).toBe(1);
    expect(planPosition(run, '2026-03-11', [1]).current).toBe(2);
    const p = planPosition(run, '2026-03-12', [1, 2]);
    expect(p).toMatchObject({ current: 3, catchUp: [3], dueThrough: 3, done: 2 });
    expect(shownDay(p)).toBe(3);
  });

  it('a missed day waits: the current day is the first not done, and catch up lists the rest', () => {
    const p = planPosition(run, '2026-03-13', [1]);
    expect(p.current).toBe(2);
    expect(p.catchUp).toEqual([2, 3, 4]);
  });

  it('after today is read, the next day is tomorrow', () => {
    const p = planPosition(run, '2026-03-10', [1]);
    expect(p).toMatchObject({ current: null, next: { day: 2, date: '2026-03-11' } });
    expect(shownDay(p)).toBe(2);
  });

  it('a pause stops the calendar; resumed days shift every later date', () => {
    const paused = { ...run, pausedOn: '2026-03-11' };
    expect(planPosition(paused, '2026-03-20', [1, 2])).toMatchObject({
      state: 'paused',
      dueThrough: 2,
      current: null,
      next: null,
    });
    const resumed = { ...run, pausedDays: 4 }; // paused 03-11, resumed 03-15
    expect(planPosition(resumed, '2026-03-15', [1, 2]).dueThrough).toBe(2);
    expect(planPosition(resumed, '2026-03-16', [1, 2]).current).toBe(3);
  });

  it('never goes past the last day, and every day done is complete', () => {
    expect(planPosition(run, '2027-01-01', [1, 2, 3]).dueThrough).toBe(7);
    expect(planPosition(run, '2027-01-01', [1, 2, 3, 4, 5, 6, 7]).state).toBe('complete');
  });
});
