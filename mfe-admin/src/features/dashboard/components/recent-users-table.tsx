import type { AdminUser } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { Muted, SubHeading, Table, TableScroll } from '../../../lib/ui/primitives';

export function RecentUsersTable({ users }: { users: AdminUser[] }) {
  const { t, language } = useAdminTexts();
  return (
    <div>
      <SubHeading id="admin-recent-users">{t.dashboard.recentUsers}</SubHeading>
      {users.length === 0 ? (
        <Muted>{t.dashboard.noUsers}</Muted>
      ) : (
        <TableScroll>
          <Table aria-labelledby="admin-recent-users">
            <thead>
              <tr>
                <th scope="col">{t.dashboard.username}</th>
                <th scope="col">{t.dashboard.registeredAt}</th>
                <th scope="col">{t.dashboard.iaAccess}</th>
                <th scope="col">{t.dashboard.status}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.username}</th>
                  <td>{formatDate(user.createdAt, language)}</td>
                  <td>{user.hasIAAccess ? t.common.yes : t.common.no}</td>
                  <td>{user.isActive ? t.common.active : t.common.inactive}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </div>
  );
}
