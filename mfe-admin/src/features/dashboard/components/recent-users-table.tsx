import type { AdminUser } from '@zak/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { Table, TableWrapper, TBody, Td, Th, THead, Tr, useLanguage } from 'shared-ui';
import { SubHeading, Muted } from '../../../lib/ui/layout';

export function RecentUsersTable({ users }: { users: AdminUser[] }) {
  const t = useT();
  const { lang: language } = useLanguage();
  return (
    <div>
      <SubHeading id="admin-recent-users">{t.dashboard.recentUsers}</SubHeading>
      {users.length === 0 ? (
        <Muted>{t.dashboard.noUsers}</Muted>
      ) : (
        <TableWrapper label={t.dashboard.recentUsers}>
          <Table aria-labelledby="admin-recent-users">
            <THead>
              <Tr>
                <Th scope="col">{t.dashboard.username}</Th>
                <Th scope="col">{t.dashboard.registeredAt}</Th>
                <Th scope="col">{t.dashboard.iaAccess}</Th>
                <Th scope="col">{t.dashboard.status}</Th>
              </Tr>
            </THead>
            <TBody>
              {users.map((user) => (
                <Tr key={user.id}>
                  <Th scope="row">{user.username}</Th>
                  <Td>{formatDate(user.createdAt, language)}</Td>
                  <Td>{user.hasIAAccess ? t.common.yes : t.common.no}</Td>
                  <Td>{user.isActive ? t.common.active : t.common.inactive}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </TableWrapper>
      )}
    </div>
  );
}
