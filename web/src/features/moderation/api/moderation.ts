import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';
import type { Json } from '../../../lib/json';
import type { LogEntry as CoreLogEntry } from '@dps/core/moderation/list-moderation-log';
import type { QueueEntry as CoreQueueEntry } from '@dps/core/moderation/list-open-reports';

export type QueueKind = QueueEntry['kind'];

// The answers read here, typed by core, as JSON delivers them.
/** One reported item in the admin queue (GET /api/admin/moderation/reports). */
export type QueueEntry = Json<CoreQueueEntry>;
export type LogEntry = Json<CoreLogEntry>;

const QUEUE = ['/api/admin/moderation/reports'] as const;
const LOG = ['/api/admin/moderation/log'] as const;

export const useModerationQueue = () => useQuery<QueueEntry[]>({ queryKey: QUEUE });
export const useModerationLog = () => useQuery<LogEntry[]>({ queryKey: LOG });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: QUEUE });
    void queryClient.invalidateQueries({ queryKey: LOG });
  };
}

export function useModerateItem() {
  const { t } = useI18n();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { kind: QueueKind; itemId: number; action: 'dismiss' | 'hide' | 'unhide' | 'delete' }) =>
      apiJson<{ reportsResolved: number }>(
        'POST',
        `/api/admin/moderation/items/${input.kind}/${input.itemId}/${input.action}`,
      ),
    onSuccess: (_r, input) => {
      toast({ title: t(`moderation.done.${input.action}`), variant: 'success' });
      refresh();
    },
    onError: (error) =>
      reportMutationError(error, t('moderation.errors.title'), serverMessage(error) ?? t('moderation.errors.failed')),
  });
}

export function useSetPostingStop() {
  const { t } = useI18n();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { userId: number; stopped: boolean }) =>
      apiJson<{ postingStopped: boolean }>('PUT', `/api/admin/moderation/people/${input.userId}/posting`, {
        stopped: input.stopped,
      }),
    onSuccess: (r) => {
      toast({
        title: r.postingStopped ? t('moderation.done.postingStopped') : t('moderation.done.postingAllowed'),
        variant: 'success',
      });
      refresh();
    },
    onError: (error) =>
      reportMutationError(error, t('moderation.errors.title'), serverMessage(error) ?? t('moderation.errors.failed')),
  });
}
