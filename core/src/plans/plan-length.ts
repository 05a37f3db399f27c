/**
 * The library's length buckets (decision 215): short (up to 7 days), medium (8-21), long (22+).
 * Listing filters by them in SQL (list-plans.ts); the filter's options count plans into them here.
 */
export const PLAN_LENGTH_BUCKETS = ['short', 'medium', 'long'] as const;
export type PlanLengthBucket = (typeof PLAN_LENGTH_BUCKETS)[number];

/** The bucket a plan of `days` days falls in. */
export function planLengthBucket(days: number): PlanLengthBucket {
  return days <= 7 ? 'short' : days <= 21 ? 'medium' : 'long';
}
