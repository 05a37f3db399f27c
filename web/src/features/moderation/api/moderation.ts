import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast';

export type QueueKind = 'reflection' | 'reply' | 'prayer';

/** One reported item in the admin queue (GET /api/admin/moderation/reports). */
export type QueueEntry = {
  kind: QueueKind;
  itemId: number;
  title: string | null;
  content: string;
  createdAt: string;
  context: { prayerTitle: string | null; parentId: number | null; parentContent: string | null };
  author: { id: number; firstName: string; lastName: string; email: string | null; postingStopped: boolean };
  hiddenBy: 'moderator' | 'reports' | null;
  reports: {
    id: number;
    reason: 'spam' | 'abusive' | 'harmful' | 'other';
    note: string | null;
    createdAt: string;
    /** False for a new or untested reporter's report: it does not count toward hiding (decision 172). */
    countsTowardHide: boolean;
    reporter: { firstName: string };
  }[];
  firstReportedAt: string;
};

export type LogEntry = {
  id: number;
  action: 'dismiss' | 'hide' | 'unhide' | 'delete' | 'stop_posting' | 'allow_posting';
  kind: QueueKind | null;
  itemId: number | null;
  reportsResolved: number;
  createdAt: string;
  actor: { id: number; firstName: string } | null;
  target: { id: number; firstName: string } | null;
  /** Hidden by a moderator now: the log offers to show it again. */
  hiddenNow: boolean;
};

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
