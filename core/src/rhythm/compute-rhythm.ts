import { epochDay, fromEpochDay } from '../time/local-day';

/**
 * A person's rhythm with grace (decision 220), computed from the local days they prayed.
 * Pure: core/src/rhythm/get-rhythm.ts reads the days and periods; this walks them.
 */

/**
 * A rest day (one weekday, from a date) or a pause (a run of dates), as kept in rhythm_periods; or
 * a travel span (never stored): dates a zone change skipped between two prayers (travel-days.ts).
 */
export interface RhythmPeriod {
  kind: 'rest' | 'pause' | 'travel';
  /** For 'rest': 0 = Sunday … 6 = Saturday. */
  weekday: number | null;
  /** First local day it applies to, 'YYYY-MM-DD'. */
  from: string;
  /** Last local day it applies to (inclusive); null while open. */
  until: string | null;
}

/**
 * What a day was: prayed; a grace day covered it; a rest day; paused; skipped by travel (decision
 * 221); missed; not yet lived or before the first prayer.
 */
export type DayMark = 'prayed' | 'grace' | 'rest' | 'paused' | 'travel' | 'missed' | 'none';

export const GRACE_EVERY_DAYS_PRAYED = 7;
export const GRACE_MAX_HELD = 2;

export interface Rhythm {
  /** Days in the current streak: days prayed, each missed day a grace day covered breaking nothing. */
  current: number;
  /** The longest streak ever, by the same rules (>= current). */
  best: number;
  /** Grace days held now (0..2). */
  graceHeld: number;
  /** Days prayed toward the next grace day (0..6). */
  towardNextGrace: number;
  /** The days of the current streak that a grace day covered, oldest first. */
  graceDays: string[];
}

/**
 * The rules, day by day from the first day prayed to today (and past it, for a day already prayed
 * ahead after moving west; see compute-streak.ts):
 * - a day prayed grows the streak; every 7th day prayed earns a grace day, at most 2 held (an
 *   eighth-day earning while 2 are held is not kept);
 * - a paused day, a rest day or a travel day not prayed neither breaks nor grows it (a rest day
 *   prayed is a day prayed);
 * - today and later, not prayed yet, are still open: nothing is decided;
 * - a missed day uses a held grace day if there is one (the streak goes on, not longer), else the
 *   streak ends and the grace days and the count toward the next go with it.
 */
export function computeRhythm(
  prayedDays: readonly string[],
  today: string,
  periods: readonly RhythmPeriod[] = [],
  onDay?: (day: string, mark: DayMark) => void,
): Rhythm {
  const prayed = new Set(prayedDays.map(epochDay));
  const state: Rhythm = { current: 0, best: 0, graceHeld: 0, towardNextGrace: 0, graceDays: [] };
  if (prayed.size === 0) return state;
  const first = Math.min(...prayed);
  const last = Math.max(epochDay(today), ...prayed);
  const todayDay = epochDay(today);
  const neutral = neutralDays(periods);
  for (let d = first; d <= last; d++) {
    let mark: DayMark;
    if (prayed.has(d)) {
      mark = 'prayed';
      state.current += 1;
      state.towardNextGrace += 1;
      if (state.towardNextGrace === GRACE_EVERY_DAYS_PRAYED) {
        state.towardNextGrace = 0;
        state.graceHeld = Math.min(GRACE_MAX_HELD, state.graceHeld + 1);
      }
    } else if (neutral(d) !== null) {
      mark = neutral(d)!;
    } else if (d >= todayDay) {
      mark = 'none';
    } else if (state.graceHeld > 0) {
      mark = 'grace';
      state.graceHeld -= 1;
      state.graceDays.push(fromEpochDay(d));
    } else {
      mark = 'missed';
      state.current = 0;
      state.towardNextGrace = 0;
      state.graceDays = [];
    }
    if (state.current > state.best) state.best = state.current;
    onDay?.(fromEpochDay(d), mark);
  }
  return state;
}

/** For each epoch day: 'paused', 'rest', 'travel' or null. A pause wins over a rest day, both over travel. */
function neutralDays(periods: readonly RhythmPeriod[]): (day: number) => 'paused' | 'rest' | 'travel' | null {
  const spans = periods.map((p) => ({
    kind: p.kind,
    weekday: p.weekday,
    from: epochDay(p.from),
    until: p.until === null ? Number.POSITIVE_INFINITY : epochDay(p.until),
  }));
  const pauses = spans.filter((s) => s.kind === 'pause');
  const rests = spans.filter((s) => s.kind === 'rest' && s.weekday !== null);
  const travel = spans.filter((s) => s.kind === 'travel');
  return (day) => {
    if (pauses.some((s) => day >= s.from && day <= s.until)) return 'paused';
    // 1970-01-01 was a Thursday (weekday 4).
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (rests.some((s) => s.weekday === weekday && day >= s.from && day <= s.until)) return 'rest';
    if (travel.some((s) => day >= s.from && day <= s.until)) return 'travel';
    return null;
  };
}

/** The weekday (0 = Sunday) of an ISO date. */
export function weekdayOf(isoDate: string): number {
  return (((epochDay(isoDate) + 4) % 7) + 7) % 7;
}
