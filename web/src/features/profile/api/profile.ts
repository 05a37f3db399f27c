import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/i18n-context';
import { apiJson } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { navigate } from '../../../lib/router';
import { clearOutbox } from '../../../lib/offline/outbox';
import { forgetQueries } from '../../../lib/offline/persist';
import { toast } from '../../../lib/toast';
import { signOutThisDevice } from '../../../lib/push/this-device';
import type { User } from '../../../lib/auth';
import type { Json } from '../../../lib/json';
import type { LinkCodeAnswer } from '../../../../server/routes/account';

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileImageUrl: string) => apiJson<User>('POST', '/api/user/profile-image', { profileImageUrl }),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}

export function useLinkCode() {
  return useMutation({ mutationFn: () => apiJson<LinkCode>('POST', '/api/user/link-code') });
}

export function useSendContact() {
  return useMutation({
    mutationFn: (input: { name: string; email: string; subject: string; message: string }) =>
      apiJson<{ message: string; devMode: boolean }>('POST', '/api/contact', input),
  });
}

/** Sign out: the server ends the session, then every cached answer is dropped and we go to /login. */
export function useSignOut() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  return useMutation({
    // This browser's reminders stop with the session (decision 177).
    mutationFn: () => signOutThisDevice((body) => apiJson<unknown>('POST', '/auth/logout', body)),
    onSuccess: () => {
      navigate('/login');
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Nothing private stays on the device: kept answers and unsent writes go too.
      void forgetQueries();
      void clearOutbox();
    },
    onError: () => toast({ title: t('common.error'), description: t('profile.signOutFailed'), variant: 'destructive' }),
  });
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type LinkCode = Json<LinkCodeAnswer>;
