import type { AdminUser } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { Muted, Table, TableScroll } from '../../../lib/ui/primitives';
import { UserRow } from './user-row';

interface UsersTableProps {
  users: AdminUser[];
  onEdit: (user: AdminUser) => void;
}

export function UsersTable({ users, onEdit }: UsersTableProps) {
  const { t } = useAdminTexts();
  if (users.length === 0) return <Muted>{t.users.empty}</Muted>;
  return (
    <TableScroll>
      <Table>
        <caption>{t.users.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.users.username}</th>
            <th scope="col">{t.users.role}</th>
            <th scope="col">{t.users.iaAccess}</th>
            <th scope="col">{t.users.iaExpiry}</th>
            <th scope="col">{t.users.activeColumn}</th>
            <th scope="col">{t.users.lastLogin}</th>
            <th scope="col">{t.users.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} onEdit={onEdit} />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
