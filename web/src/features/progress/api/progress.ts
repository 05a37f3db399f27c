import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weekStartSunday } from '../../../lib/dates';
import type { Json } from '../../../lib/json';
import type { GoalWithProgress } from '@dps/core/goals/list-goals';
import type { ProgressStats as CoreProgressStats } from '@dps/core/progress/get-stats';
import type { WeeklyProgressItem } from '@dps/core/progress/get-weekly';
import type { RhythmView, YearView } from '@dps/core/rhythm/get-rhythm';

export function useStreak() {
  return useQuery<Streak>({ queryKey: ['/api/progress/streak'] });
}

export function useYear(year: number) {
  return useQuery<YearOfDays>({ queryKey: [`/api/progress/year?year=${year}`] });
}

/** The rest day, a pause, or resuming: each answers the new rhythm, which is the streak's answer too. */
export function useChangeRhythm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'rest-day'; weekday: number | null; reminders: 'gentle' | 'off' }
        | { kind: 'pause'; days: number }
        | { kind: 'resume' },
    ) => {
      if (change.kind === 'rest-day')
        return (await apiRequest('PUT', '/api/rhythm/rest-day', { weekday: change.weekday, reminders: change.reminders })).json() as Promise<Streak>;
      if (change.kind === 'pause') return (await apiRequest('POST', '/api/rhythm/pause', { days: change.days })).json() as Promise<Streak>;
      return (await apiRequest('DELETE', '/api/rhythm/pause')).json() as Promise<Streak>;
    },
    onSuccess: (streak) => {
      queryClient.setQueryData(['/api/progress/streak'], streak);
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/progress/year') });
    },
  });
}

export function useWeeklyProgress(startDate: string = weekStartSunday()) {
  return useQuery<WeeklyDay[]>({
    queryKey: ['/api/progress/weekly', startDate],
    queryFn: async () => {
      const res = await fetch(`/api/progress/weekly?startDate=${encodeURIComponent(startDate)}`, {
        credentials: 'include',
      });
      if (!res.ok) throw new Error('Failed to fetch weekly progress');
      return (await res.json()) as WeeklyDay[];
    },
  });
}

export function useProgressStats() {
  return useQuery<ProgressStats>({ queryKey: ['/api/progress/stats'] });
}

export function useGoals() {
  return useQuery<Goal[]>({ queryKey: ['/api/goals'] });
}

export type CreateGoalInput = { title: string; targetDays: number; startDate: string };

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateGoalInput) =>
      (await apiRequest('POST', '/api/goals', input)).json() as Promise<Goal>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/goals'] }),
  });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type Streak = Json<RhythmView>;
/** One letter per day of the year: p prayed, g grace, r rest, z paused, t travel, m missed, n nothing. */
export type YearOfDays = Json<YearView>;
export type WeeklyDay = Json<WeeklyProgressItem>;
export type Goal = Json<GoalWithProgress>;
export type ProgressStats = Json<CoreProgressStats>;
