import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { needsConsent, ROUTES, useCurrentUser } from 'shared-ui';

/**
 * The member's pages of the remotes (chat, training, any later one): a member who owes the 18+
 * confirmation and the terms (never answered, or asked again after a change to the terms) answers
 * on the account page first, without a byte of the remote's code. Anyone else, signed in or not
 * (each remote handles its visitors), and a user still loading, goes on.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user && needsConsent(user)) return <Navigate to={ROUTES.account} replace />;
  return children;
}
