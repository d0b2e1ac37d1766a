import type { AdminUser } from '@zak/contract';
import { useT } from '../../../i18n';
import { UserRow } from './user-row';
import { Table, TableCaption, TableWrapper, TBody, Th, THead, Tr } from 'shared-ui';
import { Muted } from '../../../lib/ui/layout';

interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
  onAssignCoach: (user: AdminUser) => void;
}

export function UsersTable({ users, onEdit, onAssignCoach }: UsersTableProps) {
  const t = useT();
  if (users.length === 0) return <Muted>{t.users.empty}</Muted>;
  return (
    <TableWrapper label={t.users.tableCaption}>
      <Table>
        <TableCaption>{t.users.tableCaption}</TableCaption>
        <THead>
          <Tr>
            <Th scope="col">{t.users.username}</Th>
            <Th scope="col">{t.users.role}</Th>
            <Th scope="col">{t.users.iaAccess}</Th>
            <Th scope="col">{t.users.iaExpiry}</Th>
            <Th scope="col">{t.users.activeColumn}</Th>
            <Th scope="col">{t.users.lastLogin}</Th>
            <Th scope="col">{t.users.actions}</Th>
          </Tr>
        </THead>
        <TBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} onEdit={onEdit} onAssignCoach={onAssignCoach} />
          ))}
        </TBody>
      </Table>
    </TableWrapper>
  );
}
