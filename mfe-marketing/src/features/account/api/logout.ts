import { useMutation } from '@tanstack/react-query';
import { ROUTES, logoutRequest } from 'shared-ui';
import { useEndSession } from './end-session';

/** POST /api/auth/logout from the dashboard: on success, home ("/"); a failure shows nothing. */
export function useLogoutToHome() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: logoutRequest,
    onSuccess: () => endSession(ROUTES.home),
  });
}
