import { epochDay } from '../time/local-day';

export interface Streak {
  /** Consecutive days ending today, or ending yesterday while today is not over yet; else 0. */
  current: number;
  /** The longest run of consecutive days ever (always >= current). */
  best: number;
}

/**
 * Streak math over the local days on which a person completed a prayer (pure; the SQL in
 * get-streak.ts computes the same thing and is cross-checked against this in tests).
 *
 * - Input order and duplicates do not matter.
 * - The current streak is the last run of consecutive days, if it reaches yesterday or later.
 *   A day after `today` exists only right after the person moved west (prayed in Tokyo on the
 *   11th; in Los Angeles it is still the 10th). Such a day stays part of its run, so moving never
 *   breaks or shrinks a streak, and the day is not counted twice when it arrives locally (the
 *   completion is already there for that date).
 */
export function computeStreak(days: readonly string[], today: string): Streak {
  const sorted = [...new Set(days.map(epochDay))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const d of sorted) {
    run = d === prev + 1 ? run + 1 : 1;
    if (run > best) best = run;
    prev = d;
  }
  // Only the last run can reach yesterday; it is still alive until today is over.
  const current = sorted.length > 0 && prev >= epochDay(today) - 1 ? run : 0;
  return { current, best };
}
