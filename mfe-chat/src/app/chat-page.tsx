import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from 'shared-ui';
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

/** Access gate of the chat: "Chargement..." while the user loads, then the chat or /auth. */
export function ChatPage() {
  const texts = useT();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const allowed = Boolean(user?.aiAccess);

  useEffect(() => {
    if (isLoading || allowed) return;
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isLoading, allowed, navigate]);

  if (isLoading || !user || !allowed) {
    return <Loading role="status">{texts.loading}</Loading>;
  }
  return <ChatScreen username={user.username} />;
}
