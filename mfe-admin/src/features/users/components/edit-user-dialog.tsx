import type { AdminUser, Role } from '@zak/contract';
import { useRef, useState, type FormEvent } from 'react';
import { brand, Button, Modal, Select, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { refusedField } from '../../../lib/field-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
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

// The shape the API accepts (joi's email, without a TLD list): something@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** "Modifier l'utilisateur": username, email and role; closes and refetches the list on success. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const t = useT();
  const update = useUpdateUser();
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email ?? '');
  const [role, setRole] = useState<Role>(user.role);
  // The message of the field the client or the API refused, shown on that field.
  const [refused, setRefused] = useState<{ field: 'username' | 'email'; message: string } | null>(
    null,
  );
  const usernameMissing = username.trim() === '';
  const usernameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  function refuse(field: 'username' | 'email', message: string) {
    setRefused({ field, message });
    (field === 'email' ? emailInput : usernameInput).current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (usernameMissing) return;
    const trimmedEmail = email.trim();
    if (trimmedEmail && !EMAIL_SHAPE.test(trimmedEmail)) {
      refuse('email', t.editDialog.emailInvalid);
      return;
    }
    update.mutate(
      { id: user.id, changes: { username: username.trim(), email: trimmedEmail || null, role } },
      {
        onSuccess: () => {
          notifySuccess(t.common.success, t.toasts.userUpdated);
          onClose();
        },
        onError: (error) => {
          const field = refusedField(error);
          if (field?.field === 'email' || field?.field === 'username') {
            refuse(field.field, field.message);
          } else {
            notifyError(t.common.error, t.toasts.userUpdateFailed);
          }
        },
      },
    );
  }

  return (
    <Modal open title={t.editDialog.title} onClose={onClose} initialFocus={usernameInput}>
      <Form onSubmit={submit} noValidate>
        <TextField
          ref={usernameInput}
          id="admin-edit-username"
          label={t.editDialog.username}
          maxLength={50}
          value={username}
          required
          error={
            usernameMissing
              ? t.editDialog.usernameRequired
              : refused?.field === 'username'
                ? refused.message
                : null
          }
          onChange={(event) => {
            setUsername(event.target.value);
            if (refused?.field === 'username') setRefused(null);
          }}
        />
        <TextField
          ref={emailInput}
          id="admin-edit-email"
          label={t.editDialog.email}
          type="email"
          value={email}
          placeholder={brand.emailPlaceholder}
          error={refused?.field === 'email' ? refused.message : null}
          onChange={(event) => {
            setEmail(event.target.value);
            if (refused?.field === 'email') setRefused(null);
          }}
        />
        <Select
          id="admin-edit-role"
          label={t.editDialog.role}
          value={role}
          options={[
            { value: 'user', label: t.common.roleUser },
            { value: 'coach', label: t.common.roleCoach },
            { value: 'admin', label: t.common.roleAdmin },
          ]}
          onChange={(event) => setRole(event.target.value as Role)}
        />
        <Buttons>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t.editDialog.cancel}
          </Button>
          <Button size="sm" type="submit" disabled={update.isPending || usernameMissing}>
            {update.isPending ? t.editDialog.saving : t.editDialog.save}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
