/**
 * Who is signed in. GET /auth/session answers `{ user }`, null for a visitor (a 200: an anonymous
 * visit logs no failed request; GET /auth/user keeps its 401 for other callers). The query keeps
 * the key ['/auth/user'] and holds the user or null, as it always has. Authenticated when data
 * comes back.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-client';
import { hardNavigate, navigate } from './router';
import { Say } from './say';
import { toast } from './toast';
import { AUTH_REDIRECT_DELAY_MS } from './constants';
import type { UserResponse } from '../../server/auth/user-response';
import type { Json } from './json';

export const USER_QUERY_KEY = ['/auth/user'] as const;

export function useUser() {
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchSignedInUser,
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

/** The signed-in user, or null for a visitor. index.html preloads this URL (same credentials mode). */
export async function fetchSignedInUser(): Promise<User | null> {
  const res = await fetch('/auth/session', { credentials: 'include' });
  await throwIfResNotOk(res);
  return ((await res.json()) as { user: User | null }).user;
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
    title: <Say k="errors.unauthorized.title" />,
    description: <Say k="errors.unauthorized.description" />,
    variant: 'destructive',
    acrossPages: true,
  });
  setTimeout(() => {
    if (target === 'login') navigate('/login');
    else hardNavigate('/api/login');
  }, AUTH_REDIRECT_DELAY_MS);
}

// The answers read here, typed by core (or by the route that reshapes them), as JSON delivers them.
export type User = Json<UserResponse>;
