import { Link } from 'react-router';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthForm } from './auth-form';
import { Particles } from './particles';

/** /auth and /login: link home, the login/registration form, decorative particles. */
export function AuthPage() {
  const t = useT();
  usePageMeta(t.meta.auth);
  return (
    <Screen>
      <Particles />
      <Column>
        <HomeLink to="/">← {t.auth.backHome}</HomeLink>
        <AuthForm />
      </Column>
    </Screen>
  );
}

const Screen = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight});
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.mobile} {
    align-items: flex-start;
    padding-top: ${({ theme }) => theme.space.lg};
  }
`;
const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 440px;
`;
const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.text};
`;
