/**
 * "Live" dates (decision 165): a date that has begun somewhere on Earth. The earliest local dates
 * begin in UTC+14 (Kiritimati), so at any instant every date up to today-in-UTC+14 has begun for
 * someone, who may already have prayed it, reflected on it, or received it in a chat. Such a date's
 * prayer may only be corrected in place (same prayer id), never swapped or deleted.
 */

/** The latest offset from UTC any place uses. */
const LATEST_OFFSET_MS = 14 * 3_600_000;

/** The latest local date that has begun anywhere at `now` (today in UTC+14), 'YYYY-MM-DD'. */
export function latestBegunDate(now: Date): string {
  return new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when `date` ('YYYY-MM-DD') has begun somewhere at `now`. */
export function isLiveDate(date: string, now: Date): boolean {
  return date <= latestBegunDate(now);
}
