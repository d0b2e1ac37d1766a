import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, LogoutResponse } from '@zak/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage';
import { ApiError, apiGet, apiSend } from './client';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * Dispatched on `window` when the server answers the user check with 401 while this browser still
 * remembered a signed-in member: their session ended without a sign-out here (expired, revoked
 * from another device, account deactivated). The shell tells its service worker to forget the
 * API reads it kept for offline use.
 */
export const SESSION_ENDED_EVENT = 'zak:session-ended';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function lastKnownUser(): CurrentUser | null {
  try {
    const user = JSON.parse(readStorage(STORAGE_KEYS.user) ?? 'null') as CurrentUser | null;
    return user && typeof user.id === 'string' && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/auth/user: the user, or null when anonymous (401). No retry, fresh 1 minute.
 *
 * The user it confirms is remembered (STORAGE_KEYS.user, removed on a 401 and at logout): when the
 * browser is offline and the check gets no answer at all, the last confirmed user stands in, so
 * the pages that work offline (the training log, issue 34) still know whose they are. Display
 * only: the session cookie stays the authority, every API call is checked by the server.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiGet<CurrentUser>('/api/auth/user', { on401: 'returnNull' });
    if (user) writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    else {
      const ended = lastKnownUser() !== null;
      removeStorage(STORAGE_KEYS.user);
      if (ended) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    return user;
  } catch (error) {
    const last = !(error instanceof ApiError) && isOffline() ? lastKnownUser() : null;
    if (last) return last;
    throw error;
  }
}

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
