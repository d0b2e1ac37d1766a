import type { AdminLogEntry } from '@zak/contract';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { ExpandableText } from '../../../lib/ui/expandable-text';
import { describeAdminAction } from '../describe-action';
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
import styled from 'styled-components';

/** The action's code under its sentence, for searching and support. */
const Code = styled.code`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

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
              <Td>
                {describeAdminAction(log, t, language)}
                <Code>{log.action}</Code>
              </Td>
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
