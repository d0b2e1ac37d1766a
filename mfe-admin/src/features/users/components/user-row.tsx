import type { AdminUser } from '@zak/contract';
import styled from 'styled-components';
import { useAdminTexts } from '../../../i18n';
import { formatDateTime, interpolate } from '../../../lib/format';
import { Button, DangerButton, Input } from '../../../lib/ui/primitives';
import { Switch } from '../../../lib/ui/switch';
import { AccountActions } from '../access/components/account-actions';
import { useUserActions } from '../hooks/use-user-actions';
import { dayFromExpiry } from '../lib/expiry';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

interface UserRowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
}

/** One user; administrators cannot be deactivated, edited or deleted here: those controls are disabled. */
export function UserRow({ user, onEdit }: UserRowProps) {
  const { t, language } = useAdminTexts();
  const actions = useUserActions();
  const isAdmin = user.role === 'admin';
  const name = { name: user.username };
  const protectedHint = isAdmin ? t.users.adminProtected : undefined;

  return (
    <tr>
      <th scope="row">{user.username}</th>
      <td>{isAdmin ? t.common.roleAdmin : t.common.roleUser}</td>
      <td>
        <Switch
          checked={user.hasIAAccess}
          label={interpolate(t.users.toggleIaLabel, name)}
          text={user.hasIAAccess ? t.common.yes : t.common.no}
          onChange={() => actions.toggleIaAccess(user)}
        />
      </td>
      <td>
        <Input
          type="date"
          aria-label={interpolate(t.users.expiryLabel, name)}
          title={user.expiresAt ? undefined : t.users.noExpiry}
          value={dayFromExpiry(user.expiresAt)}
          onChange={(event) => actions.setExpiry(user, event.target.value)}
        />
      </td>
      <td>
        <Switch
          checked={user.isActive}
          label={interpolate(t.users.toggleActiveLabel, name)}
          text={user.isActive ? t.common.active : t.common.inactive}
          disabled={isAdmin}
          title={protectedHint}
          onChange={() => actions.toggleActive(user)}
        />
      </td>
      <td>{formatDateTime(user.lastLoginAt, language, t.common.never)}</td>
      <td>
        <Actions>
          <Button
            type="button"
            aria-label={interpolate(t.users.editLabel, name)}
            disabled={isAdmin}
            title={protectedHint}
            onClick={() => onEdit(user)}
          >
            {t.users.edit}
          </Button>
          <DangerButton
            type="button"
            aria-label={interpolate(t.users.deleteLabel, name)}
            disabled={isAdmin}
            title={protectedHint}
            onClick={() => actions.deleteUser(user)}
          >
            {t.users.delete}
          </DangerButton>
          <AccountActions user={user} />
        </Actions>
      </td>
    </tr>
  );
}
