/**
 * Prayer watches talk to /api/watches (decision 360): my watches, one watch by its link, starting
 * one, taking and giving back a slot, "I prayed", ending early, and the reminder's lead time.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClaimedSlot } from '@dps/core/watches/claim-watch-slot';
import type { WatchClaimer, WatchSlotView, WatchView } from '@dps/core/watches/get-watch';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/auth';
import type { Json } from '../../../lib/json';
import { toast } from '../../../lib/toast';

export type Watch = Json<WatchView>;
export type WatchSlot = Json<WatchSlotView>;
export type Claimer = Json<WatchClaimer>;

/** What POST /api/watches sends: a start as an instant, or in words the server reads in the person's zone. */
export interface StartWatchBody {
  title: string;
  circleId: number | null;
  requestId: number | null;
  startsAt?: string;
  startText?: string;
  hours: number;
  slotMinutes: number;
  perSlot: number;
}

export const WATCHES_KEY = ['/api/watches'] as const;
export const watchKey = (code: string) => ['/api/watches', code] as const;
export const WATCH_LEAD_KEY = ['/api/user/watch-lead'] as const;

/** A slot's holders change under other people's taps: a page opened again asks after half a minute. */
const WATCH_FRESH_MS = 30_000;

/** The person's watches; with `circleId`, one group's only. */
export function useMyWatches(circleId?: number) {
  return useQuery<{ watches: Watch[] }>({
    queryKey: circleId === undefined ? WATCHES_KEY : [`/api/watches?circleId=${circleId}`],
    staleTime: WATCH_FRESH_MS,
  });
}

/**
 * One watch by its link code (a visitor may read an open one). While it has not ended, an open page
 * asks again every half minute (only while the tab is seen), so others' taps show without a reload.
 */
export function useWatch(code: string) {
  return useQuery<Watch>({
    queryKey: watchKey(code),
    staleTime: WATCH_FRESH_MS,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'ended' ? WATCH_FRESH_MS : false),
  });
}

/** The watch as the server answered it after a change, put where the page and the lists read it. */
function keep(queryClient: QueryClient, watch: Watch) {
  queryClient.setQueryData(watchKey(watch.code), watch);
  void queryClient.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/watches') && q.queryKey.length === 1,
  });
}

function failed(title: string) {
  return (error: Error) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title, description: serverMessage(error), variant: 'destructive' });
  };
}

export function useStartWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartWatchBody) => apiJson<Watch>('POST', '/api/watches', body),
    onSuccess: (watch) => keep(queryClient, watch),
  });
}

type SlotAction = 'claim' | 'release' | 'prayed';

/** Take a place, give it back, or say "I prayed": the answer is the whole watch, redrawn at once. */
export function useSlotAction(watchId: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, slot }: { action: SlotAction; slot: number }) => {
      const path = `/api/watches/${watchId}/slots/${slot}`;
      if (action === 'claim') return apiJson<{ claim: Json<ClaimedSlot>; watch: Watch }>('POST', path);
      if (action === 'release') return apiJson<{ watch: Watch }>('DELETE', path);
      return apiJson<{ watch: Watch }>('POST', `${path}/prayed`);
    },
    onSuccess: ({ watch }, { action }) => {
      keep(queryClient, watch);
      toast({ title: t(`watches.toast.${action}`), variant: 'success' });
    },
    onError: failed(t('watches.errors.slot')),
  });
}

export function useEndWatch(watchId: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ watch: Watch }>('POST', `/api/watches/${watchId}/end`),
    onSuccess: ({ watch }) => {
      keep(queryClient, watch);
      toast({ title: t('watches.toast.ended'), variant: 'success' });
    },
    onError: failed(t('watches.errors.end')),
  });
}

export function useWatchLead(enabled = true) {
  return useQuery<{ minutes: number }>({ queryKey: WATCH_LEAD_KEY, enabled });
}

export function useSetWatchLead() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) => apiJson<{ minutes: number }>('PUT', '/api/user/watch-lead', { minutes }),
    onSuccess: (answer) => {
      queryClient.setQueryData(WATCH_LEAD_KEY, answer);
      toast({ title: t('watches.lead.saved'), variant: 'success' });
    },
    onError: failed(t('watches.errors.lead')),
  });
}
