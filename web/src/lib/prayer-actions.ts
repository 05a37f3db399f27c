/** Reading any prayer by id (a search result), saving it, and praying a topic prayer (decisions 160, 161). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { apiJson } from './api-client';
import { reportMutationError } from './mutation-errors';
import { toast } from './toast';
import type { Json } from './json';
import type { ReadablePrayer as CoreReadablePrayer } from '@dps/core/prayers/read-prayer';

/** GET /api/prayers/:id, typed by core, as JSON delivers it. */
export type ReadablePrayer = Json<CoreReadablePrayer>;

export const prayerKey = (id: number | string) => ['/api/prayers', String(id)] as const;

export function useReadablePrayer(id: string) {
  return useQuery<ReadablePrayer>({ queryKey: prayerKey(id) });
}

/** Everything that shows whether a prayer is saved or prayed, refreshed after either. */
function invalidatePrayerViews(queryClient: ReturnType<typeof useQueryClient>, prayerId: number) {
  for (const key of [
    ['/api/favorites'],
    ['/api/progress/stats'],
    ['/api/history'],
    ['/api/prayers/topic'],
    prayerKey(prayerId),
  ])
    void queryClient.invalidateQueries({ queryKey: key });
}

export function useSavePrayer() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (prayerId: number) => apiJson<unknown>('POST', `/api/prayers/${prayerId}/favorite`),
    onSuccess: (_data, prayerId) => {
      toast({ title: t('prayers.toast.saved'), variant: 'success' });
      invalidatePrayerViews(queryClient, prayerId);
    },
    onError: (error) => reportMutationError(error, t('prayers.toast.error'), t('prayers.toast.saveError')),
  });
}

/** "I prayed" a topic prayer: counts on Progress, never toward the daily streak (decision 160). */
export function usePrayTopicPrayer() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (prayerId: number) =>
      apiJson<{ alreadyPrayed: boolean }>('POST', `/api/topic-prayers/${prayerId}/pray`),
    onSuccess: (data, prayerId) => {
      // Says exactly what it counts for (decision 160): a person should not expect a streak from it.
      toast({
        title: data.alreadyPrayed ? t('prayers.toast.alreadyCounted') : t('prayers.toast.prayed'),
        description: t('prayers.toast.counts'),
        variant: 'success',
      });
      invalidatePrayerViews(queryClient, prayerId);
    },
    onError: (error) => reportMutationError(error, t('prayers.toast.error'), t('prayers.toast.prayError')),
  });
}
