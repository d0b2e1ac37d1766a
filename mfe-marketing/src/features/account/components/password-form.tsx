import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, CardTitle, TextField, errorMessage, toast } from 'shared-ui';
import { useT } from '../../../i18n';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordChange } from '../lib/validate-password-change';
import { FormCard } from './form-card';

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' };

/** Change my password: current password required; the session ends, so sign in again. */
export function PasswordForm({ username }: { username: string }) {
  const t = useT();
  const p = t.account.password;
  const change = useChangePassword(() => toast.success(t.account.successTitle, p.success));
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const set = (field: keyof PasswordChange) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validatePasswordChange(values);
    if (problem) {
      setError(problem === 'mismatch' ? p.mismatch : t.auth.errors.passwordTooShort);
      return;
    }
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onError: (err) => toast.error(t.account.errorTitle, errorMessage(err, p.error)),
      },
    );
  };

  const filled = values.current !== '' && values.next !== '' && values.confirm !== '';
  const disabled = change.isPending;
  return (
    <FormCard as="form" aria-labelledby="account-password-title" onSubmit={onSubmit} noValidate>
      <CardTitle as="h3" id="account-password-title">
        {p.title}
      </CardTitle>
      <input type="text" name="username" autoComplete="username" value={username} hidden readOnly />
      <TextField
        label={p.current}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => set('current')(e.target.value)}
        disabled={disabled}
      />
      <TextField
        label={p.next}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={values.next}
        onChange={(e) => set('next')(e.target.value)}
        disabled={disabled}
      />
      <TextField
        label={p.confirm}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => set('confirm')(e.target.value)}
        error={error}
        disabled={disabled}
      />
      <Button type="submit" disabled={!filled || disabled}>
        {change.isPending ? p.pending : p.submit}
      </Button>
    </FormCard>
  );
}
