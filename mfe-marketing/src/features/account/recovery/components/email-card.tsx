import { useState, type FormEvent } from 'react';
import { Badge, Button, CardTitle, TextField, errorMessage, toast } from 'shared-ui';
import styled from 'styled-components';
import { FormCard } from '../../components/form-card';
import { useChangeEmail, useEmailStatus, useSendVerification } from '../api/recovery';
import { useRecoveryT } from '../texts';

/** The member's email: verified or not, a verification link, a change (current password required). */
export function EmailCard({ username }: { username: string }) {
  const t = useRecoveryT().email;
  const status = useEmailStatus();
  const send = useSendVerification();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { email: email.trim() || null, currentPassword: password },
      {
        onSuccess: (res) => {
          toast.success(t.successTitle, res.message);
          setEmail('');
          setPassword('');
        },
        onError: (err) => toast.error(t.error, errorMessage(err, t.error)),
      },
    );
  };

  const current = status.data;
  return (
    <FormCard as="form" aria-labelledby="account-email-title" onSubmit={onSubmit} noValidate>
      <CardTitle as="h3" id="account-email-title">
        {t.title}
      </CardTitle>
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <Current data-testid="account-email">
        {current?.email ?? t.none}{' '}
        {current?.email ? (
          <Badge $tone={current.verified ? 'success' : 'warning'}>
            {current.verified ? t.verified : t.unverified}
          </Badge>
        ) : null}
      </Current>
      <Hint>{t.why}</Hint>
      {current?.email && !current.verified ? (
        <Button
          type="button"
          variant="secondary"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (res) => toast.success(t.successTitle, res.message),
              onError: (err) => toast.error(t.error, errorMessage(err, t.error)),
            })
          }
        >
          {send.isPending ? t.sending : t.sendLink}
        </Button>
      ) : null}
      <TextField
        label={t.newEmail}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={change.isPending}
      />
      <TextField
        label={t.currentPassword}
        type="password"
        name="email-current-password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={change.isPending}
      />
      <Button type="submit" disabled={!password || change.isPending}>
        {change.isPending ? t.changing : t.change}
      </Button>
    </FormCard>
  );
}

const Current = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  overflow-wrap: anywhere;
`;
const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
