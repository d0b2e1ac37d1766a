import type { AdminUsersQuery } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { Button, Field, Input, Select, Toolbar } from '../../../lib/ui/primitives';
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

const roles: NonNullable<AdminUsersQuery['role']>[] = ['all', 'admin', 'user'];
const statuses: NonNullable<AdminUsersQuery['status']>[] = ['all', 'active', 'inactive', 'pending'];

export function UsersFilters(props: UsersFiltersProps) {
  const { t } = useAdminTexts();
  const roleLabels = { all: t.users.allRoles, admin: t.common.roleAdmin, user: t.common.roleUser };
  const statusLabels = {
    all: t.users.allStatuses,
    active: t.users.statusActive,
    inactive: t.users.statusInactive,
    pending: t.users.statusPending,
  };
  return (
    <Toolbar role="search">
      <Field>
        <label htmlFor="admin-users-search">{t.users.search}</label>
        <Input
          id="admin-users-search"
          maxLength={100}
          type="search"
          value={props.search}
          placeholder={t.users.searchPlaceholder}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor="admin-users-role">{t.users.role}</label>
        <Select
          id="admin-users-role"
          value={props.role}
          onChange={(event) => props.onRoleChange(event.target.value as Filters['role'])}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor="admin-users-status">{t.users.status}</label>
        <Select
          id="admin-users-status"
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as Filters['status'])}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="button" onClick={props.onReset}>
        {t.users.reset}
      </Button>
    </Toolbar>
  );
}
