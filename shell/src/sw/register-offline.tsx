import { useEffect } from 'react';
import { useCurrentUser } from 'shared-ui';
import { registerServiceWorker } from './register';

/**
 * On a page that works offline (a remote whose registry entry says `offline`): registers the
 * shell's service worker once a member is signed in. A visitor sent on to the sign-in screen
 * gets none (production builds only: register.ts).
 */
export function RegisterOffline() {
  const { isAuthenticated } = useCurrentUser();
  useEffect(() => {
    if (isAuthenticated) void registerServiceWorker();
  }, [isAuthenticated]);
  return null;
}
