import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearProductStorage, currentUserQueryOptions } from 'shared-ui';

/**
 * After a password change or an account deletion the server has ended the session: forget the
 * user locally too (cache and the session's storage keys).
 */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearProductStorage();
    const { queryKey } = currentUserQueryOptions();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKey[0] });
    queryClient.setQueryData(queryKey, null);
  }, [queryClient]);
}
