import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../time/local-day';
import { computeStreak } from './compute-streak';

const T = '2026-03-10';
const back = (...offsets: number[]) => offsets.map((n) => addDays(T, -n));

describe('computeStreak: examples', () => {
  it.each([
    ['no completions at all', [], { current: 0, best: 0 }],
    ['only today', back(0), { current: 1, best: 1 }],
    ['only yesterday: still alive until today is over', back(1), { current: 1, best: 1 }],
    ['last one the day before yesterday: broken', back(2), { current: 0, best: 1 }],
    ['three days ending today', back(2, 1, 0), { current: 3, best: 3 }],
    ['three days ending yesterday', back(3, 2, 1), { current: 3, best: 3 }],
    ['an older, longer run is the best', back(10, 9, 8, 7, 6, 5, 1, 0), { current: 2, best: 6 }],
    ['one missed day splits the run', back(4, 3, 1, 0), { current: 2, best: 2 }],
    ['only long ago', back(400, 399, 398), { current: 0, best: 3 }],
  ])('%s', (_name, days, expected) => {
    expect(computeStreak(days, T)).toEqual(expected);
  });

  it('runs across month, year and leap-day boundaries', () => {
    expect(computeStreak(['2025-12-30', '2025-12-31', '2026-01-01'], '2026-01-01')).toEqual({ current: 3, best: 3 });
    expect(computeStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-02')).toEqual({ current: 3, best: 3 });
    expect(computeStreak(['2026-02-28', '2026-03-01'], '2026-03-01')).toEqual({ current: 2, best: 2 });
  });

  it('ignores order and duplicates', () => {
    expect(computeStreak(['2026-03-10', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-08'], T)).toEqual({
      current: 3,
      best: 3,
    });
  });

  it('keeps a run that reaches a day after today (prayed in Tokyo on the 11th, now in Los Angeles on the 10th)', () => {
    expect(computeStreak(['2026-03-11'], T)).toEqual({ current: 1, best: 1 });
    expect(computeStreak(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11'], T)).toEqual({ current: 4, best: 4 });
    expect(computeStreak(['2026-03-08', '2026-03-09', '2026-03-11'], T)).toEqual({ current: 1, best: 2 });
  });
});

/** A history: today (any day in 2000-2040) and days relative to it, up to 2 days in the future. */
const history = fc.record({
  today: fc.integer({ min: 0, max: 14_600 }).map((n) => addDays('2000-01-01', n)),
  offsets: fc.array(fc.integer({ min: -2, max: 60 }), { maxLength: 80 }),
});
const daysOf = ({ today, offsets }: { today: string; offsets: number[] }) => offsets.map((o) => addDays(today, -o));

/** The obviously-correct (slow) model: walk back from today through a set of days. */
function naive(days: string[], today: string) {
  const set = new Set(days);
  const runEndingAt = (d: string) => {
    let n = 0;
    while (set.has(addDays(d, -n))) n++;
    return n;
  };
  // The latest day; the current streak is the run ending there, if that is yesterday or later.
  const last = [...set].sort().at(-1);
  const current = last !== undefined && last >= addDays(today, -1) ? runEndingAt(last) : 0;
  const best = Math.max(0, ...[...set].map(runEndingAt));
  return { current, best };
}

describe('computeStreak: properties', () => {
  it('agrees with the day-by-day model', () => {
    fc.assert(
      fc.property(history, (h) => {
        expect(computeStreak(daysOf(h), h.today)).toEqual(naive(daysOf(h), h.today));
      }),
      { numRuns: 500 },
    );
  });

  it('best >= current >= 0, and neither exceeds the number of distinct days', () => {
    fc.assert(
      fc.property(history, (h) => {
        const days = daysOf(h);
        const { current, best } = computeStreak(days, h.today);
        return current >= 0 && best >= current && best <= new Set(days).size;
      }),
      { numRuns: 500 },
    );
  });

  it('completing today never lowers either number, and makes the current streak at least 1', () => {
    fc.assert(
      fc.property(history, (h) => {
        const before = computeStreak(daysOf(h), h.today);
        const after = computeStreak([...daysOf(h), h.today], h.today);
        return after.current >= Math.max(1, before.current) && after.best >= before.best;
      }),
      { numRuns: 500 },
    );
  });

  it('a gap of 2 or more days before today resets the current streak to 0', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 2, max: 30 }), (h, gap) => {
        const days = h.offsets.map((o) => addDays(h.today, -(Math.abs(o) + gap)));
        return computeStreak(days, h.today).current === 0;
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the input or on duplicates', () => {
    fc.assert(
      fc.property(
        history.chain((h) =>
          fc.record({ h: fc.constant(h), shuffled: fc.shuffledSubarray(daysOf(h), { minLength: daysOf(h).length }) }),
        ),
        ({ h, shuffled }) => {
          const expected = computeStreak(daysOf(h), h.today);
          expect(computeStreak(shuffled, h.today)).toEqual(expected);
          expect(computeStreak([...shuffled, ...shuffled.slice(0, 5)], h.today)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the day after a streak day, without praying, still shows it; two days after, it is gone', () => {
    fc.assert(
      fc.property(history, (h) => {
        const days = [...h.offsets.map((o) => addDays(h.today, -Math.abs(o))), h.today];
        const { current } = computeStreak(days, h.today);
        const tomorrow = computeStreak(days, addDays(h.today, 1));
        const dayAfter = computeStreak(days, addDays(h.today, 2));
        return tomorrow.current === current && dayAfter.current === 0;
      }),
      { numRuns: 300 },
    );
  });
});
