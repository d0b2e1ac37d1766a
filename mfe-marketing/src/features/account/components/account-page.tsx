import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@zak/contract';
import { ROUTES, needsConsent, useCurrentUser } from 'shared-ui';
import { useT } from '../../../i18n';
import { Muted, Section } from '../../../lib/layout';
import { usePageMeta, type PageMeta } from '../../../lib/page-meta';
import { SecondFactorPrompt } from '../recovery/components/second-factor-prompt';
import { ConsentPrompt } from './consent-prompt';
import { Dashboard } from './dashboard';

/** An anonymous visitor is sent to /auth after 100 ms. */
export const REDIRECT_DELAY_MS = 100;

/** What other features add to the account page (the app composes them: features never import each other). */
export interface DashboardSlots {
  /** A card after the spec's four. */
  card?: ReactNode;
  /** A settings section after the cards, before "my data" and security: the reminders (#37). */
  section?: ReactNode;
}

/**
 * A member screen's gate (the account page, the member home, the progress screen): its title,
 * loading, then the screen, or a redirect to /auth; the two-step code and the consent first.
 */
export function MemberGate({
  meta,
  children,
}: {
  meta: PageMeta;
  children: (user: CurrentUser) => ReactNode;
}) {
  const t = useT();
  usePageMeta(meta);
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const anonymous = !isLoading && !user;

  useEffect(() => {
    if (!anonymous) return;
    const timer = window.setTimeout(
      () => navigate(ROUTES.auth, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [anonymous, navigate]);

  if (!user) {
    return (
      <Section>
        <Muted role="status">{t.account.loading}</Muted>
      </Section>
    );
  }
  // Signed in with the password, the code still owed (two-step verification on).
  if (user.secondFactor === 'verify') return <SecondFactorPrompt />;
  // Then, once, the 18+ confirmation and the terms (members from before the sign-up's boxes).
  if (needsConsent(user)) return <ConsentPrompt renewal={user.termsAcceptedAt !== null} />;
  return children(user);
}

/** The progress tracker's old anchor on the account page (issue #21), now its own screen. */
const OLD_PROGRESS_ANCHOR = '#progression';

/** /account and /mon-compte: loading, then the dashboard or a redirect to /auth. */
export function AccountPage({ slots = {} }: { slots?: DashboardSlots }) {
  const t = useT();
  const { pathname, hash } = useLocation();
  // Old links to the tracker (/account#progression) land on the progress screen, in the link's
  // language; replaced, so the back button does not bounce through the account page.
  if (hash === OLD_PROGRESS_ANCHOR) {
    return (
      <Navigate
        to={pathname.startsWith(ROUTES.account) ? ROUTES.progressEn : ROUTES.progress}
        replace
      />
    );
  }
  return (
    <MemberGate meta={t.meta.account}>
      {(user) => <Dashboard user={user} slots={slots} />}
    </MemberGate>
  );
}
