import { addDays, daysBetween, localDate } from '../time/local-day';
import type { RhythmPeriod } from './compute-rhythm';

/**
 * Travel never breaks a streak (decision 221). Pure; readHistory (get-rhythm.ts)
 * reads what it needs.
 *
 * A prayer counts on the local date of where the person was when they prayed (the zone kept with the
 * completion). Between two prayers in the same zone the dates between them are simply the days not
 * prayed. Only where the zone changed can the calendar lie: flying Los Angeles → Sydney skips a date
 * (prayed on the 26th in LA, next on the 28th in Sydney, though never a day passed without prayer).
 * So between two consecutive completions in different zones, the days missed are the fewest measured
 * in either zone — the one left or the one arrived in — and the other dates between them are travel
 * days: they neither break nor grow the streak. Flying west the same date is lived twice; two prayers
 * on it are one date prayed, never two (the calendar already says so).
 */

/** Two consecutive completions (by instant) in different zones, with a calendar gap between their dates. */
export interface ZoneCrossing {
  /** The earlier completion: when (an ISO instant), where, and the local date it counts on there. */
  fromAt: string;
  fromZone: string;
  fromDay: string;
  /** The later one. */
  toAt: string;
  toZone: string;
  toDay: string;
}

/** The dates a zone change skipped, as travel spans for computeRhythm (kind 'travel'). */
export function travelSpans(crossings: readonly ZoneCrossing[]): RhythmPeriod[] {
  const spans: RhythmPeriod[] = [];
  for (const c of crossings) {
    const between = daysBetween(c.fromDay, c.toDay) - 1;
    if (between <= 0) continue;
    const from = new Date(c.fromAt);
    const to = new Date(c.toAt);
    const missed = Math.min(
      ...[c.fromZone, c.toZone].map((zone) => Math.max(0, daysBetween(localDate(from, zone), localDate(to, zone)) - 1)),
    );
    const travelled = between - missed;
    if (travelled > 0) spans.push({ kind: 'travel', weekday: null, from: addDays(c.fromDay, 1), until: addDays(c.fromDay, travelled) });
  }
  return spans;
}

/**
 * The first local day still open (not prayed yet is not missed yet): today in the settings' zone,
 * or in the zone of the latest prayer if that is earlier (a person whose device is in Los Angeles
 * while the settings say Sydney has until Los Angeles' midnight).
 */
export function openFrom(now: Date, settingsZone: string, lastZone: string | null): string {
  const today = localDate(now, settingsZone);
  if (lastZone === null || lastZone === settingsZone) return today;
  const there = localDate(now, lastZone);
  return there < today ? there : today;
}
