import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { isCoach, Spinner, useCurrentUser } from 'shared-ui';
import { RemoteApp } from '../federation/remote-app';
import { useT } from '../i18n';

const Center = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * /admin: the admin remote is registered and downloaded only once /api/auth/user says the user is
 * an administrator or a coach (who sees the coach desk alone). Anyone else is sent to "/" without
 * a byte of admin code.
 */
export function AdminGate() {
  const t = useT();
  const { isPending, isError, isAdmin, user } = useCurrentUser();
  if (isPending) {
    return (
      <Center>
        <Spinner label={t.admin.checking} />
        <p aria-hidden="true">{t.admin.checking}</p>
      </Center>
    );
  }
  if (isError) {
    return (
      <Center role="alert">
        <p>{t.admin.denied}</p>
        <a href="/">{t.admin.home}</a>
      </Center>
    );
  }
  if (!isAdmin && !isCoach(user)) return <Navigate to="/" replace />;
  return <RemoteApp remote="admin" />;
}
