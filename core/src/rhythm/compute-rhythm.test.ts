import { describe, expect, it } from 'vitest';
import { addDays } from '../time/local-day';
import { computeRhythm, weekdayOf, type DayMark, type RhythmPeriod } from './compute-rhythm';

/** Days from `from` to `to` inclusive, skipping the listed ones. */
function run(from: string, to: string, skip: string[] = []): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (!skip.includes(d)) out.push(d);
  return out;
}

function marks(days: string[], today: string, periods: RhythmPeriod[] = []) {
  const m: Record<string, DayMark> = {};
  const r = computeRhythm(days, today, periods, (d, mark) => (m[d] = mark));
  return { ...r, m };
}

describe('computeRhythm: grace days', () => {
  it('nothing prayed: nothing held', () => {
    expect(computeRhythm([], '2026-03-10')).toEqual({ current: 0, best: 0, graceHeld: 0, towardNextGrace: 0, graceDays: [] });
  });

  it('earns one grace day for every 7 days prayed, at most 2 held', () => {
    expect(computeRhythm(run('2026-03-01', '2026-03-06'), '2026-03-06')).toMatchObject({ current: 6, graceHeld: 0, towardNextGrace: 6 });
    expect(computeRhythm(run('2026-03-01', '2026-03-07'), '2026-03-07')).toMatchObject({ current: 7, graceHeld: 1, towardNextGrace: 0 });
    expect(computeRhythm(run('2026-03-01', '2026-03-14'), '2026-03-14')).toMatchObject({ current: 14, graceHeld: 2 });
    expect(computeRhythm(run('2026-03-01', '2026-03-28'), '2026-03-28')).toMatchObject({ current: 28, graceHeld: 2 });
  });

  it('a missed day is covered by a held grace day: the streak goes on, not longer', () => {
    const days = run('2026-03-01', '2026-03-10', ['2026-03-08']);
    const r = marks(days, '2026-03-10');
    expect(r).toMatchObject({ current: 9, best: 9, graceHeld: 0, graceDays: ['2026-03-08'] });
    expect(r.m['2026-03-08']).toBe('grace');
  });

  it('two misses in a row with one grace day held: the second breaks the streak', () => {
    const days = run('2026-03-01', '2026-03-12', ['2026-03-08', '2026-03-09']);
    const r = marks(days, '2026-03-12');
    expect(r.m['2026-03-08']).toBe('grace');
    expect(r.m['2026-03-09']).toBe('missed');
    expect(r).toMatchObject({ current: 3, best: 7, graceHeld: 0, graceDays: [] });
  });

  it('two misses in a row with two grace days held: both covered', () => {
    const days = run('2026-03-01', '2026-03-18', ['2026-03-15', '2026-03-16']);
    expect(computeRhythm(days, '2026-03-18')).toMatchObject({ current: 16, graceHeld: 0, graceDays: ['2026-03-15', '2026-03-16'] });
  });

  it('yesterday missed with nothing held: the streak is gone even before today is prayed', () => {
    expect(computeRhythm(run('2026-03-01', '2026-03-03'), '2026-03-05')).toMatchObject({ current: 0, best: 3 });
  });

  it('today not prayed yet keeps the streak alive, whatever is held', () => {
    expect(computeRhythm(run('2026-03-01', '2026-03-09'), '2026-03-10')).toMatchObject({ current: 9, graceHeld: 1 });
  });

  it('a break takes the held grace days and the count toward the next with it', () => {
    const days = [...run('2026-03-01', '2026-03-07'), ...run('2026-03-10', '2026-03-12')];
    // 08 uses the one grace day, 09 breaks: the count starts again on the 10th.
    expect(computeRhythm(days, '2026-03-12')).toMatchObject({ current: 3, graceHeld: 0, towardNextGrace: 3 });
  });
});

describe('computeRhythm: rest day and pause', () => {
  const sundays: RhythmPeriod = { kind: 'rest', weekday: 0, from: '2026-01-01', until: null };

  it('a rest day not prayed neither breaks nor grows the streak', () => {
    // 2026-03-08 is a Sunday.
    expect(weekdayOf('2026-03-08')).toBe(0);
    const days = run('2026-03-02', '2026-03-10', ['2026-03-08']);
    const r = marks(days, '2026-03-10', [sundays]);
    expect(r.m['2026-03-08']).toBe('rest');
    expect(r).toMatchObject({ current: 8, graceHeld: 1 });
  });

  it('praying on the rest day is a day prayed', () => {
    expect(computeRhythm(run('2026-03-02', '2026-03-10'), '2026-03-10', [sundays])).toMatchObject({ current: 9 });
  });

  it('a rest day applies only from the day it was chosen', () => {
    const later: RhythmPeriod = { kind: 'rest', weekday: 0, from: '2026-03-09', until: null };
    const days = run('2026-03-04', '2026-03-10', ['2026-03-08']);
    // The 8th came before the choice: with nothing held, it broke the streak.
    expect(computeRhythm(days, '2026-03-10', [later])).toMatchObject({ current: 2 });
  });

  it('a pause keeps the streak where it was, for as long as it lasts', () => {
    const pause: RhythmPeriod = { kind: 'pause', weekday: null, from: '2026-03-06', until: '2026-03-25' };
    const days = [...run('2026-03-01', '2026-03-05'), ...run('2026-03-26', '2026-03-27')];
    const r = marks(days, '2026-03-27', [pause]);
    expect(r.m['2026-03-15']).toBe('paused');
    expect(r).toMatchObject({ current: 7, best: 7, graceHeld: 1 });
  });

  it('an open pause covers today and the days before it', () => {
    const pause: RhythmPeriod = { kind: 'pause', weekday: null, from: '2026-03-06', until: null };
    expect(computeRhythm(run('2026-03-01', '2026-03-05'), '2026-03-20', [pause])).toMatchObject({ current: 5 });
  });

  it('a day after the pause missed is a missed day again', () => {
    const pause: RhythmPeriod = { kind: 'pause', weekday: null, from: '2026-03-06', until: '2026-03-08' };
    expect(computeRhythm(run('2026-03-01', '2026-03-05'), '2026-03-11', [pause])).toMatchObject({ current: 0, best: 5 });
  });
});

describe('computeRhythm: days around today', () => {
  it('a day already prayed ahead of today (moved west) stays in the run', () => {
    expect(computeRhythm(['2026-03-09', '2026-03-10', '2026-03-11'], '2026-03-10')).toMatchObject({ current: 3 });
  });

  it('duplicates and order do not matter', () => {
    expect(computeRhythm(['2026-03-10', '2026-03-09', '2026-03-10'], '2026-03-10')).toMatchObject({ current: 2, best: 2 });
  });

  it('ten years of days, one missed each month, is one long streak with grace', () => {
    const days: string[] = [];
    for (let d = '2016-03-16'; d <= '2026-03-10'; d = addDays(d, 1)) if (!d.endsWith('-15')) days.push(d);
    const r = computeRhythm(days, '2026-03-10');
    expect(r.current).toBe(days.length);
    expect(r.graceDays).toHaveLength(119);
  });
});
