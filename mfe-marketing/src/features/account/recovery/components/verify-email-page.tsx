import { useQuery } from '@tanstack/react-query';
import { ROUTES, errorMessage } from 'shared-ui';
import { usePageMeta } from '../../../../lib/page-meta';
import { verifyEmail } from '../api/recovery';
import { useRecoveryT } from '../texts';
import { useLinkToken } from './use-link-token';
import { Muted, Notice, RecoveryScreen, TextLink } from './recovery-screen';

/** /verify-email#token=...: spends the link once and says whether the address is now verified. */
export function VerifyEmailPage() {
  const t = useRecoveryT();
  usePageMeta({ title: t.verify.metaTitle, description: t.verify.title });
  const token = useLinkToken();
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return (
    <RecoveryScreen title={t.verify.title} back={{ to: ROUTES.account, label: t.verify.toAccount }}>
      {result.isPending ? <Muted role="status">{t.verify.pending}</Muted> : null}
      {result.data ? <Notice role="status">{result.data.message}</Notice> : null}
      {result.isError ? <p role="alert">{errorMessage(result.error, t.verify.error)}</p> : null}
      {result.isPending ? null : <TextLink to={ROUTES.account}>{t.verify.toAccount}</TextLink>}
    </RecoveryScreen>
  );
}
