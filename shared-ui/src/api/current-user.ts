import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, LogoutResponse } from '@zak/contract';
import { apiGet, apiSend } from './client';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: the user, or null when anonymous (401). No retry, fresh 1 minute. */
export const fetchCurrentUser = (): Promise<CurrentUser | null> =>
  apiGet<CurrentUser>('/api/auth/user', { on401: 'returnNull' });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnMount: true,
  });

/** `{ user, isLoading, isAuthenticated, isAdmin }` for the current session. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return {
    ...query,
    user,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin ?? false,
  };
}

/** POST /api/auth/logout; a non-OK answer raises "Logout failed". */
export async function logoutRequest(): Promise<LogoutResponse> {
  try {
    return await apiSend<LogoutResponse>('POST', '/api/auth/logout');
  } catch {
    throw new Error('Logout failed');
  }
}
