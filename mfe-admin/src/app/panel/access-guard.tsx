import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from 'shared-ui';
import { useT } from '../../i18n';
import { canOpenAdminPanel } from 'shared-ui';
import { ErrorText, Muted } from '../../lib/ui/layout';

/**
 * "Vérification des accès..." while the session is checked, "Accès non autorisé" when the check
 * failed or the user may not open the panel; visitors and non-admins are sent back to "/".
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const { user, isPending, isError } = useCurrentUser();
  const navigate = useNavigate();
  const allowed = canOpenAdminPanel(user);
  const mustLeave = !isPending && !isError && !allowed;

  useEffect(() => {
    if (mustLeave) void navigate('/', { replace: true });
  }, [mustLeave, navigate]);

  if (isPending) {
    return (
      <Muted role="status" aria-live="polite" style={{ padding: '2rem' }}>
        {t.access.checking}
      </Muted>
    );
  }
  if (!allowed) {
    return (
      <ErrorText role="alert" style={{ padding: '2rem' }}>
        {t.access.denied}
      </ErrorText>
    );
  }
  return <>{children}</>;
}
