import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ROUTES, readChatAccessReason, useCurrentUser, type ChatAccessReason } from 'shared-ui';
import { useT } from '../../../i18n';
import { AccessNotice } from '../../../lib/access-explanation';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthForm } from './auth-form';
import { Particles } from './particles';

/**
 * /auth and /login: link home, the login/registration form, decorative particles. When the chat
 * sent a signed-in member without AI access here (`?acces=`), why, with subscribe and contact,
 * instead of a sign-in form they have no use for (and a link to their account).
 */
export function AuthPage() {
  const t = useT();
  usePageMeta(t.meta.auth);
  const [params] = useSearchParams();
  const reason = readChatAccessReason(params);
  return (
    <Screen>
      <Particles />
      <Column>
        <HomeLink to="/">← {t.auth.backHome}</HomeLink>
        {reason ? <NoticeOrForm reason={reason} /> : <AuthForm />}
      </Column>
    </Screen>
  );
}

/** Sent here by the chat: a signed-in member without access gets the why, others the form. */
function NoticeOrForm({ reason }: { reason: ChatAccessReason }) {
  const t = useT();
  const { user } = useCurrentUser();
  if (!user || user.aiAccess) return <AuthForm />;
  return (
    <>
      <AccessNotice reason={reason} />
      <HomeLink to={ROUTES.account}>{t.auth.toAccount}</HomeLink>
    </>
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
