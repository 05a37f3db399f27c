import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/auth';
import { toast } from '../../../lib/toast';

/** A request of the person's circles on Today (decision 300): the same ones their daily message carries. */
export interface TodayRequest {
  id: number;
  text: string;
  /** Null: asked anonymously. */
  authorName: string | null;
  prayedCount: number;
  prayedByMe: boolean;
}

export const TODAY_REQUESTS_KEY = ['/api/today/requests'] as const;

export function useTodayRequests() {
  return useQuery({
    queryKey: TODAY_REQUESTS_KEY,
    queryFn: () => apiJson<{ requests: TodayRequest[] }>('GET', '/api/today/requests'),
  });
}

/** "I prayed": the wall's own count (POST /api/wall/:id/pray), then today's list is read again. */
export function usePrayForTodayRequest() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ counted: boolean }>('POST', `/api/wall/${id}/pray`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TODAY_REQUESTS_KEY }),
    onError: (error: Error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: t('todayRequests.errorTitle'),
        description: serverMessage(error) ?? t('todayRequests.error'),
        variant: 'destructive',
      });
    },
  });
}
