import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button, ROUTES, TextField, errorMessage } from 'shared-ui';
import { usePageMeta } from '../../../../lib/page-meta';
import { checkResetToken, useResetPassword } from '../api/recovery';
import { RECOVERY_ROUTES, useRecoveryT } from '../texts';
import { useLinkToken } from './use-link-token';
import { Form, Muted, Notice, RecoveryScreen, TextLink } from './recovery-screen';

/**
 * /reset-password#token=...: checks the link, then asks for the new password twice. After the
 * reset every session of the account has ended: the member signs in (no automatic sign-in).
 */
export function ResetPasswordPage() {
  const t = useRecoveryT();
  usePageMeta({ title: t.reset.metaTitle, description: t.reset.title });
  const token = useLinkToken();
  const check = useQuery({
    queryKey: ['reset-token-check', token],
    queryFn: () => (token ? checkResetToken(token) : Promise.resolve({ valid: false })),
    staleTime: Infinity,
    retry: false,
  });
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.password.length < 6) return setError(t.reset.tooShort);
    if (values.password !== values.confirm) return setError(t.reset.mismatch);
    if (!token) return;
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (res) => {
          setDone(res.message);
          window.setTimeout(() => doneRef.current?.focus(), 0);
        },
        onError: (err) => setError(errorMessage(err, t.reset.error)),
      },
    );
  };

  const set = (field: 'password' | 'confirm') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  let body;
  if (done) {
    body = (
      <>
        <Notice role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </Notice>
        <TextLink to={ROUTES.auth}>{t.reset.signIn}</TextLink>
      </>
    );
  } else if (check.isPending) {
    body = <Muted role="status">{t.reset.checking}</Muted>;
  } else if (!check.data?.valid) {
    body = (
      <>
        <p role="alert">{t.reset.invalid}</p>
        <TextLink to={RECOVERY_ROUTES.forgot}>{t.reset.askAgain}</TextLink>
      </>
    );
  } else {
    body = (
      <Form noValidate aria-labelledby="recovery-title" onSubmit={onSubmit}>
        <TextField
          id="reset-password"
          type="password"
          name="new-password"
          label={t.reset.password}
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          disabled={reset.isPending}
          required
        />
        <TextField
          id="reset-confirm"
          type="password"
          name="confirm-password"
          label={t.reset.confirm}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => set('confirm')(e.target.value)}
          error={error}
          disabled={reset.isPending}
          required
        />
        <Button type="submit" block disabled={reset.isPending}>
          {reset.isPending ? t.reset.pending : t.reset.submit}
        </Button>
      </Form>
    );
  }

  return (
    <RecoveryScreen title={t.reset.title} back={{ to: ROUTES.auth, label: t.backToLogin }}>
      {body}
    </RecoveryScreen>
  );
}
