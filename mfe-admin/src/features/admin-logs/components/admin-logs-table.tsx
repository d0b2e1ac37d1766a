import type { AdminLogEntry } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { ExpandableText } from '../../../lib/ui/expandable-text';
import { Muted, Table, TableScroll } from '../../../lib/ui/primitives';

export const DETAILS_PREVIEW_CHARS = 80;

export function AdminLogsTable({ logs }: { logs: AdminLogEntry[] }) {
  const { t, language } = useAdminTexts();
  if (logs.length === 0) return <Muted>{t.adminLogs.empty}</Muted>;
  return (
    <TableScroll>
      <Table>
        <caption>{t.adminLogs.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.adminLogs.date}</th>
            <th scope="col">{t.adminLogs.admin}</th>
            <th scope="col">{t.adminLogs.action}</th>
            <th scope="col">{t.adminLogs.details}</th>
            <th scope="col">{t.adminLogs.ip}</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <td>{formatDateTime(log.createdAt, language)}</td>
              <td>{log.adminUsername ?? '—'}</td>
              <td>{log.action}</td>
              <td>
                <ExpandableText
                  text={JSON.stringify(log.details ?? {})}
                  max={DETAILS_PREVIEW_CHARS}
                  mono
                />
              </td>
              <td>{log.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
