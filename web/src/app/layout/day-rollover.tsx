import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateDayData } from '../../lib/day-data';
import { useLocalDate } from '../../lib/local-date';

/**
 * When the local date changes under an open tab (midnight, or the phone woken the next morning),
 * everything that depends on the day is fetched again: the new day's prayer, streak, week, goals.
 * Screens that show the date re-render from useLocalDate themselves.
 */
export function DayRollover() {
  const day = useLocalDate();
  const previous = useRef(day);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (previous.current === day) return;
    previous.current = day;
    invalidateDayData(queryClient);
  }, [day, queryClient]);
  return null;
}
