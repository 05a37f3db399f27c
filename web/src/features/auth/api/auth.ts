import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/auth';
import type { User } from '../../../lib/auth';

let deviceZone: { zone: string | undefined; at: number } | null = null;

/**
 * The device's zone. Asked of Intl at most once a minute: a new Intl.DateTimeFormat on every render
 * of the layout was tens of milliseconds of Today's first render on a phone (decision 242).
 */
export function browserTimeZone(): string | undefined {
  const now = Date.now();
  if (deviceZone && now - deviceZone.at < 60_000) return deviceZone.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  deviceZone = { zone, at: now };
  return zone;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => apiJson<User>('POST', '/auth/login', input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

/** What the sign-up form's schema (ZRegisterWithPasswordInput) outputs; `timeZone` is the device's. */
export type RegisterInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  timeZone?: string | undefined;
};

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>('POST', '/auth/register', input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

export type AppleAuthorization = {
  authorization: { id_token: string; code?: string };
  user?: { name?: { firstName?: string; lastName?: string } };
};

/**
 * Before Apple's popup: a one-time nonce for this browser (the server keeps it in an HttpOnly
 * cookie; `nonce` is its hash, for AppleID.auth.init). The token Apple returns must carry it.
 */
export function fetchAppleNonce(): Promise<{ nonce: string }> {
  return apiJson<{ nonce: string }>('POST', '/auth/apple/nonce');
}

export function useAppleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppleAuthorization) => apiJson<User>('POST', '/auth/apple', input),
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ message: string; devMode: boolean; resetUrl?: string }>('POST', '/auth/forgot-password', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiJson<{ message: string }>('POST', '/auth/reset-password', input),
  });
}
