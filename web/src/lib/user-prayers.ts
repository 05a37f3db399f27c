import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { apiJson, apiRequest, isUnauthorizedError, serverMessage } from './api-client';
import { reportMutationError } from './mutation-errors';
import { handleUnauthorized } from './auth';
import { toast } from './toast';
import type { Json } from './json';
import type { UserPrayer as CoreUserPrayer } from '@dps/core/user-prayers/user-prayer';
import { CIRCLES_KEY, type AudienceChoice, type RequestAudienceAnswer } from './circles';

export function useTodaysUserPrayers() {
  return useQuery<UserPrayer[]>({ queryKey: ['/api/user/prayers/today'] });
}

export function useUserPrayers() {
  return useQuery<UserPrayer[]>({ queryKey: ['/api/user/prayers'] });
}

export function useCreateUserPrayer() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      title: string;
      content: string;
      isPublic: boolean;
      isAnonymous?: boolean;
      audience?: AudienceChoice;
    }) => (await apiRequest('POST', '/api/user/prayers', input)).json() as Promise<UserPrayer>,
    onSuccess: () => {
      toast({
        title: t('userPrayers.toast.created'),
        description: t('userPrayers.toast.createdDescription'),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers/today'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers'] });
      // A shared one is on the prayer wall, or on its groups' pages.
      void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });
      void queryClient.invalidateQueries({ queryKey: CIRCLES_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: t('userPrayers.errors.title'),
        description: serverMessage(error) ?? t('userPrayers.errors.create'),
        variant: 'destructive',
      });
    },
  });
}

function refreshOwnPrayers(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers/today'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });
  void queryClient.invalidateQueries({ queryKey: CIRCLES_KEY });
}

/**
 * Edit one's own prayer: title and words, and (when it changed) who may read it, which has its own
 * request so a group can be added or left without touching the words.
 */
export function useUpdateUserPrayer() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: UserPrayer['id']; title: string; content: string; audience?: AudienceChoice }) => {
      const saved = await apiJson<UserPrayer>('PATCH', `/api/user/prayers/${input.id}`, {
        title: input.title,
        content: input.content,
      });
      return input.audience
        ? apiJson<UserPrayer>('PUT', `/api/user/prayers/${input.id}/audience`, { audience: input.audience })
        : saved;
    },
    onSuccess: () => {
      toast({
        title: t('userPrayers.toast.saved'),
        description: t('userPrayers.toast.savedDescription'),
        variant: 'success',
      });
      refreshOwnPrayers(queryClient);
    },
  });
}

/** Who may read one's own request, changed from "My requests". */
export function useUpdateAudience() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: UserPrayer['id']; audience: AudienceChoice }) =>
      apiJson<UserPrayer>('PUT', `/api/user/prayers/${input.id}/audience`, { audience: input.audience }),
    onSuccess: () => {
      toast({ title: t('groups.audience.changed'), variant: 'success' });
      refreshOwnPrayers(queryClient);
    },
  });
}

export function useDeleteUserPrayer() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: UserPrayer['id']) => apiJson<{ deleted: true }>('DELETE', `/api/user/prayers/${id}`),
    onSuccess: () => {
      toast({ title: t('userPrayers.toast.deleted'), variant: 'success' });
      refreshOwnPrayers(queryClient);
    },
    onError: (error) => reportMutationError(error, t('userPrayers.errors.title'), t('userPrayers.errors.delete')),
  });
}

/** The author marks their request answered (optional note): it moves to the Answered list. */
export function useMarkAnswered() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; note: string }) =>
      apiJson(
        'POST',
        `/api/user/prayers/${input.id}/answered`,
        input.note.trim() ? { note: input.note.trim() } : undefined,
      ),
    onSuccess: () => {
      toast({ title: t('wall.answered.done'), description: t('wall.answered.doneDescription'), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['/api/wall'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/prayers'] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({
        title: t('wall.errors.title'),
        description: serverMessage(error) ?? t('wall.errors.markAnswered'),
        variant: 'destructive',
      });
    },
  });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
// Where a request is shared and when it will ask "still praying?" (decision 280) come with each one.
export type UserPrayer = Json<CoreUserPrayer> & {
  audience?: RequestAudienceAnswer;
  /** When the "still praying?" question comes (ISO); null once answered or archived. */
  asksAt?: string | null;
  archivedAt?: string | null;
};
