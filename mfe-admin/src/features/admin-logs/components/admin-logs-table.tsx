import type { AdminLogEntry } from '@zak/contract';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { ExpandableText } from '../../../lib/ui/expandable-text';
import {
  Table,
  TableCaption,
  TableWrapper,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  useLanguage,
} from 'shared-ui';
import { Muted } from '../../../lib/ui/layout';

export const DETAILS_PREVIEW_CHARS = 80;

export function AdminLogsTable({ logs }: { logs: AdminLogEntry[] }) {
  const t = useT();
  const { lang: language } = useLanguage();
  if (logs.length === 0) return <Muted>{t.adminLogs.empty}</Muted>;
  return (
    <TableWrapper label={t.adminLogs.tableCaption}>
      <Table>
        <TableCaption>{t.adminLogs.tableCaption}</TableCaption>
        <THead>
          <Tr>
            <Th scope="col">{t.adminLogs.date}</Th>
            <Th scope="col">{t.adminLogs.admin}</Th>
            <Th scope="col">{t.adminLogs.action}</Th>
            <Th scope="col">{t.adminLogs.details}</Th>
            <Th scope="col">{t.adminLogs.ip}</Th>
          </Tr>
        </THead>
        <TBody>
          {logs.map((log) => (
            <Tr key={log.id}>
              <Td>{formatDateTime(log.createdAt, language)}</Td>
              <Td>{log.adminUsername ?? '—'}</Td>
              <Td>{log.action}</Td>
              <Td>
                <ExpandableText
                  text={JSON.stringify(log.details ?? {})}
                  max={DETAILS_PREVIEW_CHARS}
                  mono
                />
              </Td>
              <Td>{log.ipAddress ?? '—'}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableWrapper>
  );
}
