import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authPathFor, chatAccessReason, useCurrentUser } from 'shared-ui';
import { useT } from '../i18n';
import { ChatScreen } from './chat-screen';

/** Anonymous users or users without AI access go to /auth after 100 ms. */
export const REDIRECT_DELAY_MS = 100;

const Loading = styled.p`
  display: grid;
  place-items: center;
  min-height: 60vh;
  margin: 0;
`;

/**
 * Access gate of the chat: "Chargement..." while the user loads, then the chat or /auth. A
 * signed-in member without access arrives there with the reason (`?acces=pending|expired`), which
 * the sign-in screen explains.
 */
export function ChatPage() {
  const texts = useT();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const allowed = Boolean(user?.aiAccess);
  const target = authPathFor(user ? chatAccessReason(user.access) : null);

  useEffect(() => {
    if (isLoading || allowed) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading, allowed, navigate, target]);

  if (isLoading || !user || !allowed) {
    return <Loading role="status">{texts.loading}</Loading>;
  }
  return <ChatScreen username={user.username} />;
}
