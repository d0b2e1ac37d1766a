import type { AdminUsersQuery } from '@zak/contract';
import { Button, Select, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Toolbar } from '../../../lib/ui/layout';
import type { UsersFilters as Filters } from '../api/get-users';

interface UsersFiltersProps {
  /** What is typed in the search box (the query uses its debounced value). */
  search: string;
  role: Filters['role'];
  status: Filters['status'];
  onSearchChange: (search: string) => void;
  onRoleChange: (role: Filters['role']) => void;
  onStatusChange: (status: Filters['status']) => void;
  onReset: () => void;
}

// The search box takes a line of its own on a phone, wide enough for its whole placeholder.
const Search = styled.div`
  flex: 1 1 22rem;
  max-width: 32rem;

  ${({ theme }) => theme.media.mobile} {
    flex-basis: 100%;
    max-width: none;
  }
`;

const roles: NonNullable<AdminUsersQuery['role']>[] = ['all', 'admin', 'coach', 'user'];
const statuses: NonNullable<AdminUsersQuery['status']>[] = ['all', 'active', 'inactive', 'pending'];

export function UsersFilters(props: UsersFiltersProps) {
  const t = useT();
  const roleLabels = {
    all: t.users.allRoles,
    admin: t.common.roleAdmin,
    coach: t.common.roleCoach,
    user: t.common.roleUser,
  };
  const statusLabels = {
    all: t.users.allStatuses,
    active: t.users.statusActive,
    inactive: t.users.statusInactive,
    pending: t.users.statusPending,
  };
  return (
    <Toolbar role="search">
      <Search>
        <TextField
          id="admin-users-search"
          label={t.users.search}
          maxLength={100}
          type="search"
          value={props.search}
          placeholder={t.users.searchPlaceholder}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </Search>
      <Select
        id="admin-users-role"
        label={t.users.role}
        value={props.role}
        options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
        onChange={(event) => props.onRoleChange(event.target.value as Filters['role'])}
      />
      <Select
        id="admin-users-status"
        label={t.users.status}
        value={props.status}
        options={statuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        onChange={(event) => props.onStatusChange(event.target.value as Filters['status'])}
      />
      <Button variant="secondary" size="sm" onClick={props.onReset}>
        {t.users.reset}
      </Button>
    </Toolbar>
  );
}
