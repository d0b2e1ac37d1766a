import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearProductStorage } from '../storage';
import { CURRENT_USER_KEY, logoutRequest } from './current-user';

/**
 * After a logout, a password change or an account deletion the server session is over: leave the
 * screen first (so a member area's "anonymous: go to /auth" rule does not fire), then forget the
 * user locally: the session's storage keys, every cached answer, and the current user (null).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      void navigate(to);
      clearProductStorage();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
    [navigate, queryClient],
  );
}

/**
 * The one logout of the suite (header, account page, chat's Retour): POST /api/auth/logout, then,
 * whatever the answer, home ("/") with the session forgotten locally. A failed call is only
 * logged, and the current user is asked again instead of assumed gone. `logout()` resolves to
 * whether the server ended the session (the chat says so in a toast).
 */
export function useLogoutToHome() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async (): Promise<boolean> => {
    setPending(true);
    let loggedOut = true;
    try {
      await logoutRequest();
    } catch (error) {
      loggedOut = false;
      console.warn('[logout] the logout call failed', error);
    }
    endSession('/');
    if (!loggedOut) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    setPending(false);
    return loggedOut;
  }, [endSession, queryClient]);
  return { logout, pending };
}
