/**
 * Who is signed in. GET /auth/user answers the user or 401; a 401 here means "visitor", so this
 * one query returns null instead of throwing. Authenticated when data comes back.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { hardNavigate, navigate } from './router';
import { toast } from './toast';
import { AUTH_REDIRECT_DELAY_MS } from './constants';
import type { User } from '../types/api';

export const USER_QUERY_KEY = ['/auth/user'] as const;

export function useUser() {
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });
  return {
    user: query.data ?? null,
    // "Not signed in" is only believed once the server has said so on this visit: an answer kept
    // from an earlier visit is being checked again (query.isFetching) and must not send anyone away.
    isLoading: query.isLoading || (!query.data && query.isFetching),
    isAuthenticated: !!query.data,
  };
}

export function setSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/**
 * SPEC section 8: a 401 from a mutation toasts "Unauthorized" and, after 500 ms, goes to re-login
 * (/api/login, a server route that sends the browser to /login).
 */
export function handleUnauthorized(target: 'api-login' | 'login' = 'api-login'): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
    acrossPages: true,
  });
  setTimeout(() => {
    if (target === 'login') navigate('/login');
    else hardNavigate('/api/login');
  }, AUTH_REDIRECT_DELAY_MS);
}
