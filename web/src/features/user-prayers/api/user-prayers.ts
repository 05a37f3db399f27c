import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/mutation-errors';
import { handleUnauthorized } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import type { UserPrayer } from '../../../types/api';

export function useTodaysUserPrayers() {
  return useQuery<UserPrayer[]>({ queryKey: ['/api/user/prayers/today'] });
}

export function useUserPrayers() {
  return useQuery<UserPrayer[]>({ queryKey: ['/api/user/prayers'] });
}

export function useCreateUserPrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title: string; content: string; isPublic: boolean; isAnonymous?: boolean }) =>
      (await apiRequest('POST', '/api/user/prayers', input)).json() as Promise<UserPrayer>,
    onSuccess: () => {
      toast({ title: 'Prayer Created', description: 'Your prayer has been saved.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers/today'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers'] });
      // A shared one is on the prayer wall.
      void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to save your prayer. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

function refreshOwnPrayers(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers/today'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });
}

/** Edit one's own prayer: title, words, and whether it is shared on the wall. */
export function useUpdateUserPrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: UserPrayer['id']; title: string; content: string; isPublic: boolean }) =>
      apiJson<UserPrayer>('PATCH', `/api/user/prayers/${input.id}`, {
        title: input.title,
        content: input.content,
        isPublic: input.isPublic,
      }),
    onSuccess: () => {
      toast({ title: 'Saved', description: 'Your prayer is updated.', variant: 'success' });
      refreshOwnPrayers(queryClient);
    },
  });
}

export function useDeleteUserPrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: UserPrayer['id']) => apiJson<{ deleted: true }>('DELETE', `/api/user/prayers/${id}`),
    onSuccess: () => {
      toast({ title: 'Deleted', variant: 'success' });
      refreshOwnPrayers(queryClient);
    },
    onError: (error) => reportMutationError(error, 'Error', 'Failed to delete. Please try again.'),
  });
}
