import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  ROUTES,
  canOpenAdminPanel,
  useCurrentUser,
  useLanguage,
  useLogoutToHome,
} from 'shared-ui';
import type { NavAudience } from '../federation/registry-document';
import { isUnder, navLinks } from '../federation/remote-routes';
import { useRegistry } from '../federation/use-registry';
import { useT } from '../i18n';

const ACCOUNT_PATHS: readonly string[] = [ROUTES.account, ROUTES.accountFr];

// The member home and progress links (issue #38): in the member navigation's chunk, fetched once
// the user is signed in only.
const MemberHeaderLinks = lazy(() =>
  import('./member-nav/member-nav').then((m) => ({ default: m.MemberHeaderLinks })),
);

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

/**
 * The header's entries: anonymous vs logged-in. The remotes' links (chat, training, admin, any
 * later remote) come from the registry's `nav` entries (federation/remote-routes.ts), for the
 * audience the user is in. `onPick` closes the mobile menu.
 */
export function NavItems({ onPick }: { onPick?: () => void }) {
  const t = useT();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const { isAuthenticated, user } = useCurrentUser();
  const { logout, pending } = useLogoutToHome();
  const registry = useRegistry();
  const accountActive = ACCOUNT_PATHS.includes(pathname);
  const audiences: NavAudience[] = !isAuthenticated
    ? ['visitor']
    : canOpenAdminPanel(user)
      ? ['member', 'admin']
      : ['member'];
  const links = navLinks(registry, audiences, lang === 'en' ? 'en' : 'fr');
  const remoteLinks = links.map((link) => (
    <TextLink
      key={link.remote}
      to={link.to}
      aria-current={isUnder(pathname, link.paths) ? 'page' : undefined}
      data-remote-nav={link.remote}
      onClick={onPick}
    >
      {link.label}
    </TextLink>
  ));

  if (!isAuthenticated) {
    return (
      <>
        <TextLink to={ROUTES.auth} onClick={onPick}>
          {t.nav.aiLoginRequired}
        </TextLink>
        {remoteLinks}
        <ButtonLink as={Link} to={ROUTES.auth} $size="sm" onClick={onPick}>
          {t.nav.account}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Suspense fallback={null}>
        <MemberHeaderLinks
          covered={[...ACCOUNT_PATHS, ...links.flatMap((link) => link.paths)]}
          render={(tab, current) => (
            <TextLink
              key={tab.id}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              data-member-link={tab.id}
              onClick={onPick}
            >
              {tab.label}
            </TextLink>
          )}
        />
      </Suspense>
      {remoteLinks}
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
