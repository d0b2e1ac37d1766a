import type { AiLogEntry } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { ExpandableText } from '../../../lib/ui/expandable-text';
import { Muted, Table, TableScroll } from '../../../lib/ui/primitives';

export const IA_LOG_PREVIEW_CHARS = 100;

export function IaLogsTable({ logs }: { logs: AiLogEntry[] }) {
  const { t, language } = useAdminTexts();
  if (logs.length === 0) return <Muted>{t.iaLogs.empty}</Muted>;
  return (
    <TableScroll>
      <Table>
        <caption>{t.iaLogs.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.iaLogs.date}</th>
            <th scope="col">{t.iaLogs.user}</th>
            <th scope="col">{t.iaLogs.conversation}</th>
            <th scope="col">{t.iaLogs.type}</th>
            <th scope="col">{t.iaLogs.tokens}</th>
            <th scope="col">{t.iaLogs.content}</th>
          </tr>
        </thead>
        <tbody>
          {logs.map((log) => (
            <tr key={log.id}>
              <td>{formatDateTime(log.createdAt, language)}</td>
              <td>{log.username}</td>
              <td>{log.conversationTitle}</td>
              <td>{log.type === 'user' ? t.iaLogs.typeUser : t.iaLogs.typeAi}</td>
              <td>{formatNumber(log.tokens, language)}</td>
              <td>
                <ExpandableText text={log.content} max={IA_LOG_PREVIEW_CHARS} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
