import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goalProgress } from './goal-progress';

describe('goalProgress', () => {
  it.each([
    [21, 0, 0, 0],
    [21, 1, 1, 5],
    [21, 7, 7, 33],
    [21, 21, 21, 100],
    [21, 40, 21, 100],
    [3, 2, 2, 67],
    [8, 1, 1, 13], // 12.5 rounds up
    [1, 1, 1, 100],
    [200, 1, 1, 1], // 0.5 rounds up
    [201, 1, 1, 0],
    [200, 199, 199, 100], // the spec's rounding: 99.5 shows as 100
  ])('target %i, active %i -> %i days, %i%%', (targetDays, daysActive, daysCompleted, percent) => {
    expect(goalProgress({ targetDays, daysActive })).toEqual({ daysCompleted, percent });
  });

  const input = fc.record({
    targetDays: fc.integer({ min: 1, max: 3650 }),
    daysActive: fc.integer({ min: 0, max: 10_000 }),
  });

  it('days completed is min(active, target); percent stays within 0..100', () => {
    fc.assert(
      fc.property(input, ({ targetDays, daysActive }) => {
        const { daysCompleted, percent } = goalProgress({ targetDays, daysActive });
        return (
          daysCompleted === Math.min(daysActive, targetDays) &&
          percent >= 0 &&
          percent <= 100 &&
          Number.isInteger(percent)
        );
      }),
    );
  });

  it('is 100% exactly when the target is reached', () => {
    fc.assert(
      fc.property(input, ({ targetDays, daysActive }) => {
        const { percent } = goalProgress({ targetDays, daysActive });
        // Rounding shows 100% one day early only when a day is worth at most 0.5% (199/200 -> 99.5 -> 100).
        return daysActive >= targetDays ? percent === 100 : percent < 100 || targetDays >= 200;
      }),
    );
  });

  it('one more active day never lowers the progress', () => {
    fc.assert(
      fc.property(input, ({ targetDays, daysActive }) => {
        const a = goalProgress({ targetDays, daysActive });
        const b = goalProgress({ targetDays, daysActive: daysActive + 1 });
        return b.daysCompleted >= a.daysCompleted && b.percent >= a.percent;
      }),
    );
  });
});
