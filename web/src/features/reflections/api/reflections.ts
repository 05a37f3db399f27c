import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { newWriteId, sendOrKeep } from '../../../lib/offline/offline-write';
import { toast } from '../../../lib/toast';
import type { Id, OwnReflection, Reflection } from '../../../types/api';

export const communityKey = (prayerId: Id) => ['/api/prayers', prayerId, 'reflections'] as const;

export function useCommunityReflections(prayerId: Id) {
  return useQuery<Reflection[]>({ queryKey: communityKey(prayerId) });
}

export function useMyReflections() {
  return useQuery<OwnReflection[]>({ queryKey: ['/api/reflections'] });
}

/**
 * Submits a reflection; with no network it is kept on the device and sent later. Its `clientId`
 * makes a second send of the same reflection (a retry, a replay) create nothing new on the server.
 */
export function useSubmitReflection(prayerId: Id | undefined, userId: Id) {
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
        toast({ title: 'Reflection saved on this device', description: 'It will be sent when you are back online.' });
        return;
      }
      toast({ title: 'Reflection Submitted!', variant: 'success' });
      if (prayerId !== undefined) void queryClient.invalidateQueries({ queryKey: communityKey(prayerId) });
      void queryClient.invalidateQueries({ queryKey: ['/api/reflections'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/progress/stats'] });
      // The past-days calendar shows the person's reflection of each day.
      void queryClient.invalidateQueries({ queryKey: ['/api/history'] });
    },
    onError: (error) => reportMutationError(error, 'Error', 'Failed to submit reflection. Please try again.'),
  });
}

export function useLikeReflection(prayerId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reflectionId: Id) =>
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
      toast({ title: 'Error', description: 'Failed to like reflection. Please try again.', variant: 'destructive' }),
  });
}

export function useReplyToReflection(prayerId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reflectionId: Id; text: string }) =>
      apiJson<unknown>('POST', `/api/reflections/${input.reflectionId}/reply`, { text: input.text }),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Reply posted successfully!', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: communityKey(prayerId) });
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to post reply. Please try again.', variant: 'destructive' }),
  });
}
