import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, useCurrentUser } from 'shared-ui';
import { useT } from '../../../i18n';
import { Muted, Section } from '../../../lib/layout';
import { usePageMeta } from '../../../lib/page-meta';
import { needsConsent } from '../../../lib/consent-boxes';
import { SecondFactorPrompt } from '../recovery/components/second-factor-prompt';
import { ConsentPrompt } from './consent-prompt';
import { Dashboard } from './dashboard';

/** An anonymous visitor is sent to /auth after 100 ms. */
export const REDIRECT_DELAY_MS = 100;

/** What other features add to the dashboard (the app composes them: features never import each other). */
export interface DashboardSlots {
  /** A card after the spec's four. */
  card?: ReactNode;
  /** A section after the cards. */
  section?: ReactNode;
  /** Settings after the security part (the reminders). */
  settings?: ReactNode;
}

/** /account and /mon-compte: loading, then the dashboard or a redirect to /auth. */
export function AccountPage({ slots = {} }: { slots?: DashboardSlots }) {
  const t = useT();
  usePageMeta(t.meta.account);
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
  if (needsConsent(user)) return <ConsentPrompt />;
  return <Dashboard user={user} slots={slots} />;
}
