import type { AdminUser, Role } from '@zak/contract';
import { useState, type FormEvent } from 'react';
import { brand } from 'shared-ui';
import styled from 'styled-components';
import { useAdminTexts } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Modal } from '../../../lib/ui/modal';
import { Button, ErrorText, Field, Input, PrimaryButton, Select } from '../../../lib/ui/primitives';
import { useUpdateUser } from '../api/update-user';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  /** Class of the panel root, so the portal keeps the panel's colours. */
  themeClassName?: string;
}

/** "Modifier l'utilisateur": username, email and role; closes and refetches the list on success. */
export function EditUserDialog({ user, onClose, themeClassName }: EditUserDialogProps) {
  const { t } = useAdminTexts();
  const update = useUpdateUser();
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email ?? '');
  const [role, setRole] = useState<Role>(user.role);
  const usernameMissing = username.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (usernameMissing) return;
    update.mutate(
      { id: user.id, changes: { username: username.trim(), email: email.trim() || null, role } },
      {
        onSuccess: () => {
          notifySuccess(t.common.success, t.toasts.userUpdated);
          onClose();
        },
        onError: () => notifyError(t.common.error, t.toasts.userUpdateFailed),
      },
    );
  }

  return (
    <Modal title={t.editDialog.title} onClose={onClose} className={themeClassName}>
      <Form onSubmit={submit} noValidate>
        <Field>
          <label htmlFor="admin-edit-username">{t.editDialog.username}</label>
          <Input
            id="admin-edit-username"
            maxLength={50}
            value={username}
            required
            aria-invalid={usernameMissing}
            aria-describedby={usernameMissing ? 'admin-edit-username-error' : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
          {usernameMissing && (
            <ErrorText id="admin-edit-username-error">{t.editDialog.usernameRequired}</ErrorText>
          )}
        </Field>
        <Field>
          <label htmlFor="admin-edit-email">{t.editDialog.email}</label>
          <Input
            id="admin-edit-email"
            type="email"
            value={email}
            placeholder={brand.emailPlaceholder}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="admin-edit-role">{t.editDialog.role}</label>
          <Select
            id="admin-edit-role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            <option value="user">{t.common.roleUser}</option>
            <option value="admin">{t.common.roleAdmin}</option>
          </Select>
        </Field>
        <Buttons>
          <Button type="button" onClick={onClose}>
            {t.editDialog.cancel}
          </Button>
          <PrimaryButton type="submit" disabled={update.isPending || usernameMissing}>
            {update.isPending ? t.editDialog.saving : t.editDialog.save}
          </PrimaryButton>
        </Buttons>
      </Form>
    </Modal>
  );
}
