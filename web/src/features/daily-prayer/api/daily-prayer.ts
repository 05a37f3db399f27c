import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import type { DailyPrayer } from '../../../types/api';

export const DAILY_PRAYER_KEY = ['/api/prayers/daily'] as const;

/** The day's prayer, or null when none is scheduled. */
export function useDailyPrayer() {
  return useQuery<DailyPrayer | null>({ queryKey: DAILY_PRAYER_KEY });
}

export function useCompletePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: DailyPrayer['id']) => apiJson<unknown>('POST', `/api/prayers/${prayerId}/complete`),
    onSuccess: () => {
      toast({ title: 'Prayer Completed!', variant: 'success' });
      for (const key of ['/api/progress/streak', '/api/progress/weekly', '/api/progress/stats', '/api/prayers/daily']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
    onError: (error) => reportMutationError(error, 'Error', 'Failed to mark prayer complete. Please try again.'),
  });
}

export function useFavoriteDailyPrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prayerId: DailyPrayer['id']) => apiJson<unknown>('POST', `/api/prayers/${prayerId}/favorite`),
    onSuccess: () => {
      toast({ title: 'Saved!', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/prayers/daily'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
    },
    onError: (error) => reportMutationError(error, 'Error', 'Failed to save prayer. Please try again.'),
  });
}
