import type { AiLogEntry } from '@zak/contract';
import { useT } from '../../../i18n';
import { formatDateTime, formatNumber } from '../../../lib/format';
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

export const IA_LOG_PREVIEW_CHARS = 100;

export function IaLogsTable({ logs }: { logs: AiLogEntry[] }) {
  const t = useT();
  const { lang: language } = useLanguage();
  if (logs.length === 0) return <Muted>{t.iaLogs.empty}</Muted>;
  return (
    <TableWrapper label={t.iaLogs.tableCaption}>
      <Table>
        <TableCaption>{t.iaLogs.tableCaption}</TableCaption>
        <THead>
          <Tr>
            <Th scope="col">{t.iaLogs.date}</Th>
            <Th scope="col">{t.iaLogs.user}</Th>
            <Th scope="col">{t.iaLogs.conversation}</Th>
            <Th scope="col">{t.iaLogs.type}</Th>
            <Th scope="col">{t.iaLogs.tokens}</Th>
            <Th scope="col">{t.iaLogs.content}</Th>
          </Tr>
        </THead>
        <TBody>
          {logs.map((log) => (
            <Tr key={log.id}>
              <Td>{formatDateTime(log.createdAt, language)}</Td>
              <Td>{log.username}</Td>
              <Td>{log.conversationTitle}</Td>
              <Td>
                {log.type === 'user' ? t.iaLogs.typeUser : t.iaLogs.typeAi}
                {log.replacedAt ? ` ${t.iaLogs.replaced}` : ''}
              </Td>
              <Td>{formatNumber(log.tokens, language)}</Td>
              <Td>
                <ExpandableText text={log.content} max={IA_LOG_PREVIEW_CHARS} markdown />
              </Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableWrapper>
  );
}
