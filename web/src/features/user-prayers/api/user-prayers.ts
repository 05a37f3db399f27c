import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isUnauthorizedError, serverMessage } from '../../../lib/api-client';
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
