import { useQuery } from '@tanstack/react-query';
import type { PastDayDetail as CorePastDayDetail } from '@dps/core/history/get-past-day';
import type { PastDay as CorePastDay, PastDaysMonth as CorePastDaysMonth } from '@dps/core/history/list-past-days';
import type { Json } from '../../../lib/json';

// The answers read here, typed by core, as JSON delivers them.
export type PastDay = Json<CorePastDay>;
export type PastDaysMonth = Json<CorePastDaysMonth>;
export type PastDayDetail = Json<CorePastDayDetail>;

/** One month of the calendar; without a month, the person's current month (their zone decides). */
export function usePastDays(month: string | null) {
  return useQuery<PastDaysMonth>({ queryKey: ['/api/history', ...(month ? [`?month=${month}`] : [])] });
}

export function usePastDay(date: string) {
  return useQuery<PastDayDetail>({ queryKey: ['/api/history', date] });
}
