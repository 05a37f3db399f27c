import type { QueryClient } from '@tanstack/react-query';

/** What depends on the day: refreshed after a completion and when the local date changes. */
export function invalidateDayData(queryClient: QueryClient): void {
  for (const key of [
    '/api/progress/streak',
    '/api/progress/weekly',
    '/api/progress/stats',
    '/api/prayers/daily',
    '/api/prayers/days',
    '/api/goals',
    '/api/user/prayers/today',
  ]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
