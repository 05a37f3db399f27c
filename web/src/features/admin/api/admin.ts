import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import type { AdminDailyPrayer, Id, Topic } from '../../../types/api';

export type DailyPrayerPayload = {
  title: string;
  content: string;
  scripture: string;
  scripture_reference: string;
  topic_id: Id;
  date: string;
  is_daily: true;
};

export function useAdminDailyPrayers() {
  return useQuery<AdminDailyPrayer[]>({ queryKey: ['/api/admin/daily-prayers'] });
}

export function useAdminTopics() {
  return useQuery<Topic[]>({ queryKey: ['/api/topics'] });
}

export function useCreateDailyPrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: DailyPrayerPayload) => apiJson<AdminDailyPrayer>('POST', '/api/admin/daily-prayer', payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/daily-prayers'] });
      // The new prayer may be today's.
      void queryClient.invalidateQueries({ queryKey: ['/api/prayers/daily'] });
    },
  });
}
