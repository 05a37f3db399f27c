import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { weekStartSunday } from '../../../lib/dates';
import type { Goal, ProgressStats, Streak, WeeklyDay } from '../../../types/api';

export function useStreak() {
  return useQuery<Streak>({ queryKey: ['/api/progress/streak'] });
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
