import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, CardTitle, TextField, errorMessage, toast } from 'shared-ui';
import { useT } from '../../../i18n';
import { useDeleteAccount } from '../api/delete-account';
import { FormCard } from './form-card';

/** Delete my account: password confirmation; refused for administrators. */
export function DeleteAccountForm({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const d = t.account.deletion;
  const remove = useDeleteAccount(() => toast.success(t.account.successTitle, d.success));
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return;
    remove.mutate(
      { password },
      {
        onError: (err) => toast.error(t.account.errorTitle, errorMessage(err, d.error)),
      },
    );
  };

  return (
    <FormCard as="form" aria-labelledby="account-delete-title" onSubmit={onSubmit} noValidate>
      <CardTitle as="h3" id="account-delete-title">
        {d.title}
      </CardTitle>
      <p>{isAdmin ? d.adminRefused : d.text}</p>
      {isAdmin ? null : (
        <>
          <TextField
            label={d.password}
            type="password"
            name="delete-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={remove.isPending}
          />
          <Button type="submit" variant="danger" disabled={password === '' || remove.isPending}>
            {remove.isPending ? d.pending : d.submit}
          </Button>
        </>
      )}
    </FormCard>
  );
}
