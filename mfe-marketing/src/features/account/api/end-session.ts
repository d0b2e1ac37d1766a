import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearProductStorage, currentUserQueryOptions } from 'shared-ui';

/**
 * After a logout, a password change or an account deletion the server session is over: leave the
 * member area first (so its "anonymous: go to /auth" rule does not fire), then forget the user
 * locally (cache and the session's storage keys).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      navigate(to);
      clearProductStorage();
      const { queryKey } = currentUserQueryOptions();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, null);
    },
    [navigate, queryClient],
  );
}
