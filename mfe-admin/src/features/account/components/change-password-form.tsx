import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAdminTexts } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorText, Field, Input, PrimaryButton, SubHeading } from '../../../lib/ui/primitives';
import { useChangePassword } from '../api/change-password';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 420px;
`;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Submit stays disabled until the three fields are filled; a mismatch is reported and nothing is sent. */
export function ChangePasswordForm() {
  const { t } = useAdminTexts();
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
        <Field key={name}>
          <label htmlFor={`admin-${name}`}>{label}</label>
          <Input
            id={`admin-${name}`}
            type="password"
            autoComplete={autoComplete}
            value={fields[name]}
            aria-invalid={name === 'confirmPassword' && mismatch}
            aria-describedby={
              name === 'confirmPassword' && mismatch ? 'admin-password-mismatch' : undefined
            }
            onChange={(event) => set(name, event.target.value)}
          />
        </Field>
      ))}
      {mismatch && (
        <ErrorText id="admin-password-mismatch" role="alert">
          {t.toasts.passwordMismatch}
        </ErrorText>
      )}
      <PrimaryButton type="submit" disabled={!complete || change.isPending}>
        {change.isPending ? t.account.submitting : t.account.submit}
      </PrimaryButton>
    </Form>
  );
}
