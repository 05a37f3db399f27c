/**
 * "My groups" talks to /api/circles (decision 280): a group's requests for its current members, its
 * weekly moment, and a leader's pulse with the kind note to a member who has been away.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/auth';
import { CIRCLES_KEY } from '../../../lib/circles';
import type { Json } from '../../../lib/json';
import { toast } from '../../../lib/toast';
import type { WallItemAnswer } from '../../../../server/routes/wall';

export type GroupList = 'open' | 'answered';

/** A request as the wall shows it (the group's page reads the same shape). */
export type GroupRequest = Json<WallItemAnswer>;

export interface GroupRequestsPage {
  items: GroupRequest[];
  nextCursor: string | null;
}

/** GET /api/circles/:id/pulse: what a leader sees of the group (never content of another circle). */
export interface GroupPulse {
  circle: { id: number; title: string | null };
  /** How many prayed the group's prayer on each of the last days. */
  days: { date: string; prayed: number }[];
  plan: { title: string; day: number; length: number; doneToday: number } | null;
  shortOfPrayer: { id: number; title: string; prayedCount: number }[];
  answeredThisWeek: number;
  /** Only members who said leaders may see it. */
  away: { userId: number; firstName: string | null; lastSeenDate: string | null }[];
}

export const groupRequestsKey = (id: number, list: GroupList) => ['/api/circles', id, 'requests', list] as const;

function failed(title: string, fallback: string) {
  return (error: Error) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
  };
}

/** One list of a group's requests, a page at a time. */
export function useGroupRequests(id: number, list: GroupList) {
  return useInfiniteQuery({
    queryKey: groupRequestsKey(id, list),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiJson<GroupRequestsPage>(
        'GET',
        `/api/circles/${id}/requests?list=${list}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** "I prayed" on a group's request: the same count as anywhere else, once a day. */
export function usePrayForGroupRequest(id: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      apiJson<{ counted: boolean; item: GroupRequest }>('POST', `/api/wall/${requestId}/pray`),
    onSuccess: ({ item }) => {
      for (const list of ['open', 'answered'] as const)
        queryClient.setQueryData<InfiniteData<GroupRequestsPage>>(groupRequestsKey(id, list), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === item.id ? item : i)) })),
              }
            : data,
        );
    },
    onError: failed(t('groups.errors.title'), t('groups.errors.pray')),
  });
}

export function usePulse(id: number, enabled: boolean) {
  return useQuery<GroupPulse>({ queryKey: ['/api/circles', id, 'pulse'], enabled });
}

/** A leader sets the group's weekly moment (its "answered this week" post and the pulse). */
export function useUpdateWeekly(id: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { weeklyDay: number; weeklyTime: string | null }) =>
      apiJson<unknown>('PUT', `/api/circles/${id}/weekly`, input),
    onSuccess: () => {
      toast({ title: t('groups.weekly.saved'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: CIRCLES_KEY, exact: true });
    },
    onError: failed(t('groups.errors.title'), t('groups.errors.weekly')),
  });
}

/** "Send a kind note" to a member who has been away (and said leaders may see it). */
export function useSendAwayNote(id: number) {
  const { t } = useI18n();
  return useMutation({
    mutationFn: async (userId: number) => {
      // 204: nothing to read back.
      await apiRequest('POST', `/api/circles/${id}/away-note`, { userId });
    },
    onSuccess: () => toast({ title: t('groups.pulse.noteSent'), variant: 'success' }),
    onError: failed(t('groups.errors.title'), t('groups.errors.note')),
  });
}
