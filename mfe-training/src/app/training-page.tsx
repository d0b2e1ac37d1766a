import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, useCurrentUser } from 'shared-ui';
import { useT } from '../i18n';
import { LinksProvider } from '../lib/links';
import { OutboxProvider } from '../lib/outbox';
import { RefusedSets } from '../features/session';
import { TrainingRoutes } from './training-routes';

/** How long a signed-out visitor reads the prompt before the sign-in screen (as /account). */
export const REDIRECT_DELAY_MS = 100;

const Main = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

/** /entrainement and /training: members only; a signed-out visitor is sent to /auth (as /account). */
export function TrainingPage() {
  const t = useT();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const anonymous = !isLoading && !user;
  // The mount (/entrainement or /training): the path without what the remote's routes match.
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');

  useEffect(() => {
    document.title = `${t.title} | Zak Coaching`;
  }, [t.title]);

  useEffect(() => {
    if (!anonymous) return;
    const timer = window.setTimeout(
      () => navigate(ROUTES.auth, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [anonymous, navigate]);

  return (
    <Main>
      <h1>{t.title}</h1>
      {user && rest ? (
        <p>
          <Link to={base}>{t.backHome}</Link>
        </p>
      ) : null}
      {user ? (
        <OutboxProvider userId={user.id}>
          <LinksProvider base={base} lang={base.startsWith('/training') ? 'en' : 'fr'}>
            <RefusedSets />
            <TrainingRoutes userId={user.id} />
          </LinksProvider>
        </OutboxProvider>
      ) : (
        <p role="status">{t.signInNeeded}</p>
      )}
    </Main>
  );
}
