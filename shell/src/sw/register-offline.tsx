import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from 'shared-ui';
import { useT } from '../i18n';
import { onOfflineReady, registerServiceWorker } from './register';

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} auto 0;
  padding: 0 ${({ theme }) => theme.space.md};
  max-width: 72rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};

  &:empty {
    margin: 0;
  }
`;

/**
 * On a page that works offline (a remote whose registry entry says `offline`): registers the
 * shell's service worker once a member is signed in, and says when the screens visited open
 * without a network (the worker controls the page and keeps everything it downloaded:
 * register.ts). A visitor sent on to the sign-in screen gets none (production builds only).
 */
export function RegisterOffline() {
  const t = useT();
  const { isAuthenticated } = useCurrentUser();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (isAuthenticated) void registerServiceWorker();
  }, [isAuthenticated]);
  useEffect(() => onOfflineReady(setReady), []);
  // A live region present from the start, so the change is announced.
  return <Note role="status">{isAuthenticated && ready ? t.update.offlineReady : null}</Note>;
}
