/** Profile self-service calls: name, email, password, sign-in methods, deleting the account. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { clearOutbox } from '../../../lib/offline/outbox';
import { forgetQueries } from '../../../lib/offline/persist';
import { navigate } from '../../../lib/router';
import type { User } from '../../../lib/auth';
import type { Json } from '../../../lib/json';
import type {
  SignInMethod as CoreSignInMethod,
  SignInMethods as CoreSignInMethods,
} from '@dps/core/accounts/sign-in-methods';
import type { SecurityEvent as CoreSecurityEvent } from '@dps/core/accounts/security-events';

// The answers read here, typed by core, as JSON delivers them.
export type SignInMethod = Json<CoreSignInMethod>;
export type SignInMethods = Json<CoreSignInMethods>;
export type SecurityEvent = Json<CoreSecurityEvent>;

export const SIGN_IN_METHODS_KEY = ['/api/user/sign-in-methods'] as const;

export function useSignInMethods() {
  return useQuery<SignInMethods>({ queryKey: SIGN_IN_METHODS_KEY, staleTime: 0, refetchOnWindowFocus: true });
}

function useUserUpdated() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}

export function useUpdateName() {
  const updated = useUserUpdated();
  return useMutation({
    mutationFn: (input: { firstName: string; lastName: string }) => apiJson<User>('PUT', '/api/user/name', input),
    onSuccess: updated,
  });
}

export type EmailChangeAnswer = { message: string; devMode: boolean; newEmail: string; confirmUrl?: string };

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: { newEmail: string; password?: string }) =>
      apiJson<EmailChangeAnswer>('POST', '/api/user/email', input),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ message: string; email: string; changed: boolean }>('POST', '/auth/confirm-email', { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

/** The old address's link: the old address back, everyone signed out (decision 279). */
export function useUndoEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<{ message: string; email: string }>('POST', '/auth/undo-email-change', { token }),
  });
}

/** "Send the link again" for an address not confirmed yet. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: () =>
      apiJson<{ message: string; sent: boolean; confirmUrl?: string }>('POST', '/api/user/email/confirmation'),
  });
}

export function useSecurityEvents() {
  return useQuery<SecurityEvent[]>({ queryKey: ['/api/user/security-events'], staleTime: 0 });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiJson<{ message: string; signedOutSessions: number }>('POST', '/api/user/password', input),
  });
}

export function useDisconnectSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ provider: string }>('DELETE', `/api/user/sign-in-methods/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SIGN_IN_METHODS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/linked-chats'] });
    },
  });
}

/** Delete the account (DELETE /api/user); then, as on sign-out, nothing of it stays on the device. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiJson<{ ok: true }>('DELETE', '/api/user', password === undefined ? {} : { password }),
    onSuccess: () => {
      navigate('/login');
      queryClient.clear();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      void forgetQueries();
      void clearOutbox();
    },
  });
}
