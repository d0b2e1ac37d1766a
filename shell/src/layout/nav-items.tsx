import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  ROUTES,
  canOpenAdminPanel,
  useCurrentUser,
  useLogoutToHome,
} from 'shared-ui';
import { useT } from '../i18n';

const ACCOUNT_PATHS: readonly string[] = [ROUTES.account, ROUTES.accountFr];
const TRAINING_PATHS: readonly string[] = [ROUTES.training, ROUTES.trainingEn];

const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The header's entries: anonymous vs logged-in. `onPick` closes the mobile menu. */
export function NavItems({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const { isAuthenticated, user } = useCurrentUser();
  const { logout, pending } = useLogoutToHome();
  const accountActive = ACCOUNT_PATHS.includes(pathname);

  if (!isAuthenticated) {
    return (
      <>
        <TextLink to={ROUTES.auth} onClick={onPick}>
          {t.nav.aiLoginRequired}
        </TextLink>
        <ButtonLink as={Link} to={ROUTES.auth} $size="sm" onClick={onPick}>
          {t.nav.account}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <TextLink to={ROUTES.chat} onClick={onPick}>
        {t.nav.aiAccess}
      </TextLink>
      <TextLink
        to={ROUTES.training}
        aria-current={TRAINING_PATHS.includes(pathname) ? 'page' : undefined}
        onClick={onPick}
      >
        {t.nav.training}
      </TextLink>
      {canOpenAdminPanel(user) && (
        <TextLink to={ROUTES.admin} onClick={onPick}>
          {t.nav.admin}
        </TextLink>
      )}
      <ButtonLink
        as={Link}
        to={ROUTES.account}
        $size="sm"
        $variant={accountActive ? 'primary' : 'secondary'}
        aria-current={accountActive ? 'page' : undefined}
        onClick={onPick}
      >
        {t.nav.account}
      </ButtonLink>
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        onClick={() => {
          onPick?.();
          void logout();
        }}
      >
        {pathname === ROUTES.home ? t.nav.logout : t.nav.back}
      </Button>
    </>
  );
}
