import { useRef, useState, type FormEvent } from 'react';
import { Button, ROUTES, TextField, errorMessage } from 'shared-ui';
import { usePageMeta } from '../../../../lib/page-meta';
import { useForgotPassword } from '../api/recovery';
import { useRecoveryT } from '../texts';
import { Form, Muted, Notice, RecoveryScreen } from './recovery-screen';

/** /forgot-password: a username or an email in; the same answer whether or not it matches. */
export function ForgotPasswordPage() {
  const t = useRecoveryT();
  usePageMeta({ title: t.forgot.metaTitle, description: t.forgot.intro });
  const request = useForgotPassword();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLParagraphElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!login.trim()) {
      setError(t.forgot.loginRequired);
      return;
    }
    request.mutate(
      { login: login.trim() },
      {
        onSuccess: (res) => {
          setAnswer(res.message);
          window.setTimeout(() => answerRef.current?.focus(), 0);
        },
        onError: (err) => setError(errorMessage(err, t.forgot.error)),
      },
    );
  };

  return (
    <RecoveryScreen title={t.forgot.title} back={{ to: ROUTES.auth, label: t.backToLogin }}>
      <p>{t.forgot.intro}</p>
      {answer ? (
        <Notice role="status" tabIndex={-1} ref={answerRef}>
          {answer}
        </Notice>
      ) : (
        <Form noValidate aria-labelledby="recovery-title" onSubmit={onSubmit}>
          <TextField
            id="forgot-login"
            name="username"
            label={t.forgot.login}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(e) => {
              setLogin(e.target.value);
              setError(null);
            }}
            error={error}
            disabled={request.isPending}
            required
          />
          <Button type="submit" block disabled={request.isPending}>
            {request.isPending ? t.forgot.pending : t.forgot.submit}
          </Button>
        </Form>
      )}
      <Muted>{t.forgot.noEmail}</Muted>
    </RecoveryScreen>
  );
}
