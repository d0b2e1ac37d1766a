import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { clearProductStorage, logoutRequest } from 'shared-ui';

/**
 * Public header logout: call the API, then, whatever the answer, clear the whole
 * client cache and the session's local keys and go to "/". A failure is only logged.
 */
export function useLogoutToHome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      await logoutRequest();
    } catch (error) {
      console.warn('[header] logout failed', error);
    } finally {
      queryClient.clear();
      clearProductStorage();
      setPending(false);
      navigate('/');
    }
  }, [navigate, queryClient]);
  return { logout, pending };
}
