import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson, apiRequest, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { newWriteId, sendOrKeep } from '../../../lib/offline/offline-write';
import { toast } from '../../../lib/toast';
import type { Json } from '../../../lib/json';
import type { OwnReflectionAnswer, ReflectionAnswer } from '../../../../server/routes/reflections';
import type { ModerationMark as CoreModerationMark } from '@dps/core/rules/item-kind';

/** The server's words for a refusal by rule (403: e.g. public posting stopped), else undefined. */
const refusal = (error: unknown) =>
  error instanceof Error && error.message.startsWith('403: ') ? serverMessage(error) : undefined;

export const communityKey = (prayerId: number) => ['/api/prayers', prayerId, 'reflections'] as const;

export function useCommunityReflections(prayerId: number) {
  return useQuery<Reflection[]>({ queryKey: communityKey(prayerId) });
}

export function useMyReflections() {
  return useQuery<OwnReflection[]>({ queryKey: ['/api/reflections'] });
}

/**
 * Submits a reflection; with no network it is kept on the device and sent later. Its `clientId`
 * makes a second send of the same reflection (a retry, a replay) create nothing new on the server.
 */
export function useSubmitReflection(prayerId: number | undefined, userId: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: { content: string; isPublic: boolean }) => {
      const clientId = newWriteId();
      return sendOrKeep<unknown>({
        id: clientId,
        kind: 'reflection',
        userId,
        prayerId: prayerId!,
        url: `/api/prayers/${prayerId}/reflections`,
        body: { ...input, prayerId, clientId },
      });
    },
    onSuccess: (result) => {
      if (result.queued) {
        toast({ title: t('reflections.toast.queued'), description: t('reflections.toast.queuedDescription') });
        return;
      }
      toast({ title: t('reflections.toast.submitted'), variant: 'success' });
      if (prayerId !== undefined) void queryClient.invalidateQueries({ queryKey: communityKey(prayerId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/reflections'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/stats'] });
      // The past-days calendar shows the person's reflection of each day.
      void queryClient.invalidateQueries({ queryKey: ['/api/history'] });
    },
    // A person stopped from posting publicly reads why ("You can't share publicly right now...").
    onError: (error) =>
      reportMutationError(error, t('reflections.errors.title'), refusal(error) ?? t('reflections.errors.submit')),
  });
}

export function useLikeReflection(prayerId: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reflectionId: number) =>
      (await apiRequest('POST', `/api/reflections/${reflectionId}/like`, {})).json() as Promise<{
        liked: boolean;
        likes: number;
      }>,
    onSuccess: (result, reflectionId) => {
      queryClient.setQueryData<Reflection[]>(communityKey(prayerId), (list) =>
        list?.map((r) => (r.id === reflectionId ? { ...r, likes: result.likes, likedByMe: result.liked } : r)),
      );
    },
    onError: () =>
      toast({
        title: t('reflections.errors.title'),
        description: t('reflections.errors.like'),
        variant: 'destructive',
      }),
  });
}

export function useReplyToReflection(prayerId: number) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reflectionId: number; text: string }) =>
      apiJson<unknown>('POST', `/api/reflections/${input.reflectionId}/reply`, { text: input.text }),
    onSuccess: () => {
      toast({ title: t('reflections.toast.success'), description: t('reflections.toast.replied'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: communityKey(prayerId) });
    },
    onError: (error) =>
      toast({
        title: t('reflections.errors.title'),
        description: refusal(error) ?? t('reflections.errors.reply'),
        variant: 'destructive',
      }),
  });
}

/** Every list a reflection can be in: the community's on a prayer, and one's own. */
function refreshReflectionLists(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['/api/prayers'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/reflections'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/progress/stats'] });
}

/** Edit one's own reflection (text, and for a top-level one whether it is shared) or reply (text). */
export function useUpdateReflection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; content: string; isPublic?: boolean }) =>
      apiJson<Reflection>('PATCH', `/api/reflections/${input.id}`, {
        content: input.content,
        ...(input.isPublic === undefined ? {} : { isPublic: input.isPublic }),
      }),
    onSuccess: () => {
      toast({
        title: t('reflections.toast.saved'),
        description: t('reflections.toast.savedDescription'),
        variant: 'success',
      });
      refreshReflectionLists(queryClient);
    },
  });
}

/** Delete one's own reflection (its likes and replies go with it) or reply. */
export function useDeleteReflection() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ deleted: true; repliesRemoved: number }>('DELETE', `/api/reflections/${id}`),
    onSuccess: () => {
      toast({ title: t('reflections.toast.deleted'), variant: 'success' });
      refreshReflectionLists(queryClient);
    },
    onError: (error) => reportMutationError(error, t('reflections.errors.title'), t('reflections.errors.delete')),
  });
}

/** After a report the item is hidden for the reporter: fetch the lists again. */
export function useRefreshAfterReport(prayerId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: communityKey(prayerId) });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type Reflection = Json<ReflectionAnswer>;
export type OwnReflection = Json<OwnReflectionAnswer>;
export type ModerationMark = CoreModerationMark;
