import type { AdminUser } from '@zak/contract';
import { Button, Switch, Td, Th, Tr, useLanguage } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { accessSourceNote } from '../../../lib/access-source';
import { formatDateTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { AccountActions } from '../access/components/account-actions';
import { useUserActions } from '../hooks/use-user-actions';
import { ExpiryField } from './expiry-field';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

// Where the access comes from: the switch is the administrator's grant, a payment may add another.
const SourceNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface UserRowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  /** Chooses the member's coach (members only: a coach or an administrator is not followed). */
  onAssignCoach: (user: AdminUser) => void;
}

/** One user; administrators cannot be deactivated, edited or deleted here: those controls are disabled. */
export function UserRow({ user, onEdit, onAssignCoach }: UserRowProps) {
  const t = useT();
  const { lang: language } = useLanguage();
  const actions = useUserActions();
  const isAdmin = user.role === 'admin';
  const protectedHint = isAdmin ? t.users.adminProtected : undefined;

  return (
    <Tr>
      <Th scope="row">{user.username}</Th>
      <Td>{roleLabel(t, user.role)}</Td>
      <Td>
        <Switch
          checked={user.hasIAAccess}
          label={t.users.toggleIaLabel(user.username)}
          text={user.hasIAAccess ? t.common.yes : t.common.no}
          tone="success"
          onChange={() => actions.toggleIaAccess(user)}
        />
        {user.accessSource && (
          <SourceNote>{accessSourceNote(user.accessSource, language)}</SourceNote>
        )}
      </Td>
      <Td>
        <ExpiryField user={user} />
      </Td>
      <Td>
        <Switch
          checked={user.isActive}
          label={t.users.toggleActiveLabel(user.username)}
          text={user.isActive ? t.common.active : t.common.inactive}
          disabled={isAdmin}
          title={protectedHint}
          tone="success"
          onChange={() => actions.toggleActive(user)}
        />
      </Td>
      <Td>{formatDateTime(user.lastLoginAt, language, t.common.never)}</Td>
      <Td>
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            type="button"
            aria-label={t.users.editLabel(user.username)}
            disabled={isAdmin}
            title={protectedHint}
            onClick={() => onEdit(user)}
          >
            {t.users.edit}
          </Button>
          <Button
            variant="danger-outline"
            size="sm"
            type="button"
            aria-label={t.users.deleteLabel(user.username)}
            disabled={isAdmin}
            title={protectedHint}
            onClick={() => actions.deleteUser(user)}
          >
            {t.users.delete}
          </Button>
          {user.role === 'user' && (
            <Button
              variant="secondary"
              size="sm"
              type="button"
              aria-label={t.coaching.assign.label(user.username)}
              onClick={() => onAssignCoach(user)}
            >
              {t.coaching.assign.button}
            </Button>
          )}
          <AccountActions user={user} />
        </Actions>
      </Td>
    </Tr>
  );
}
