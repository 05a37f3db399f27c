/**
 * Which prayer is the day's, from what is known: the daily answer when it is for that day, else that
 * day's entry in the week fetched ahead (after midnight, offline, or while the daily answer is still
 * yesterday's). One rule for Today (usePrayerOfDay) and for the service worker's copy of Today
 * (web/src/sw.ts), so the copy is always the prayer the app then shows. Plain data only: no React.
 */
import type { Json } from './json';
import type { DailyPrayer as CoreDailyPrayer } from '@dps/core/prayers/get-daily-prayer';
import type { PrayerOfDay as CorePrayerOfDay } from '@dps/core/prayers/list-published-prayers';

/** `undefined` while neither source knows the day; `null` when the server said there is none. */
export function pickPrayerOfDay(
  daily: DailyPrayer | null | undefined,
  days: PrayerOfDay[] | undefined,
  localDate: string,
): DailyPrayer | null | undefined {
  if (daily !== undefined && (daily === null || daily.date === localDate)) return daily;
  return days?.find((d) => d.date === localDate)?.prayer;
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type DailyPrayer = Json<CoreDailyPrayer>;
/** One entry of GET /api/prayers/days. */
export type PrayerOfDay = Json<CorePrayerOfDay>;
