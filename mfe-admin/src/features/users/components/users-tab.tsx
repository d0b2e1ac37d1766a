import type { AdminUser } from '@zak/contract';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { QueryState } from '../../../lib/ui/query-state';
import { useExportUsers } from '../api/export-users';
import { ALL_USERS_FILTERS, useUsers, type UsersFilters as Filters } from '../api/get-users';
import { AssignCoachDialog } from './assign-coach-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { Button, Pagination, useDebouncedValue } from 'shared-ui';
import { Section, Heading, Muted, BusyRegion } from '../../../lib/ui/layout';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export function UsersTab() {
  const t = useT();
  const [searchText, setSearchText] = useState('');
  const [role, setRole] = useState<Filters['role']>('all');
  const [status, setStatus] = useState<Filters['status']>('all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [assigning, setAssigning] = useState<AdminUser | null>(null);
  const search = useDebouncedValue(searchText.trim(), undefined, '');
  const filters: Filters = { search, role, status };
  // The page belongs to the filters it was chosen with: any filter change starts again at page 1.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filtersKey, page: 1 });
  const page = paging.key === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filtersKey, page: next });
  const users = useUsers(filters, page);
  const exportUsers = useExportUsers();
  const totalPages = users.data?.totalPages ?? 1;

  // A delete can shrink the list under the current page: move to the last page that exists.
  if (users.data && !users.isPlaceholderData && page > Math.max(1, totalPages)) {
    setPage(Math.max(1, totalPages));
  }

  function reset() {
    setSearchText(ALL_USERS_FILTERS.search);
    setRole(ALL_USERS_FILTERS.role);
    setStatus(ALL_USERS_FILTERS.status);
    setPaging({ key: JSON.stringify(ALL_USERS_FILTERS), page: 1 });
  }

  function exportCsv() {
    exportUsers.mutate(filters, {
      onSuccess: () => notifySuccess(t.common.success, t.toasts.usersExported),
      onError: () => notifyError(t.common.error, t.toasts.usersExportFailed),
    });
  }

  return (
    <Section aria-labelledby="admin-users-title">
      <Heading id="admin-users-title">{t.users.title}</Heading>
      <UsersFilters
        search={searchText}
        role={role}
        status={status}
        onSearchChange={setSearchText}
        onRoleChange={setRole}
        onStatusChange={setStatus}
        onReset={reset}
      />
      <QueryState
        isPending={users.isPending}
        isError={users.isError && !users.data}
        onRetry={() => void users.refetch()}
      >
        {users.data && (
          <>
            <Summary>
              <Muted aria-live="polite">{t.users.totalCount(users.data.totalCount)}</Muted>
              <Button
                variant="secondary"
                size="sm"
                type="button"
                onClick={exportCsv}
                disabled={exportUsers.isPending}
              >
                {exportUsers.isPending ? t.common.exporting : t.common.exportCsv}
              </Button>
            </Summary>
            <BusyRegion aria-busy={users.isPlaceholderData}>
              <UsersTable
                users={users.data.users}
                onEdit={setEditing}
                onAssignCoach={setAssigning}
              />
            </BusyRegion>
            <Pagination
              align="start"
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label={t.users.tableCaption}
            />
          </>
        )}
      </QueryState>
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {assigning && <AssignCoachDialog user={assigning} onClose={() => setAssigning(null)} />}
    </Section>
  );
}
