import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { Button, TextField } from 'shared-ui';
import { SubHeading, ErrorText } from '../../../lib/ui/layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Submit stays disabled until the three fields are filled; a mismatch is reported and nothing is sent. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const complete = Object.values(fields).every((value) => value !== '');

  function set(name: keyof typeof EMPTY, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    setMismatch(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    if (fields.newPassword !== fields.confirmPassword) {
      setMismatch(true);
      notifyError(t.common.error, t.toasts.passwordMismatch);
      return;
    }
    change.mutate(
      { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      {
        onSuccess: () => {
          setFields(EMPTY);
          notifySuccess(t.common.success, t.toasts.passwordChanged);
        },
        onError: () => notifyError(t.common.error, t.toasts.passwordFailed),
      },
    );
  }

  const inputs = [
    ['currentPassword', t.account.currentPassword, 'current-password'],
    ['newPassword', t.account.newPassword, 'new-password'],
    ['confirmPassword', t.account.confirmPassword, 'new-password'],
  ] as const;

  return (
    <Form onSubmit={submit} aria-labelledby="admin-password-title" noValidate>
      <SubHeading id="admin-password-title">{t.account.changePassword}</SubHeading>
      {inputs.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          id={`admin-${name}`}
          label={label}
          type="password"
          autoComplete={autoComplete}
          value={fields[name]}
          aria-invalid={name === 'confirmPassword' && mismatch}
          aria-describedby={
            name === 'confirmPassword' && mismatch ? 'admin-password-mismatch' : undefined
          }
          onChange={(event) => set(name, event.target.value)}
        />
      ))}
      {mismatch && (
        <ErrorText id="admin-password-mismatch" role="alert">
          {t.toasts.passwordMismatch}
        </ErrorText>
      )}
      <Button size="sm" type="submit" disabled={!complete || change.isPending}>
        {change.isPending ? t.account.submitting : t.account.submit}
      </Button>
    </Form>
  );
}
