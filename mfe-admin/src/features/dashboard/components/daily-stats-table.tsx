import type { DailyStat } from '@zak/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import styled from 'styled-components';
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

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.text};
  }

  table {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** The chart's numbers as a table, one click away: exact values for everyone, and what screen readers read (the SVG is hidden from them). */
export function DailyStatsTable({
  days,
  dayLabel,
}: {
  days: DailyStat[];
  dayLabel: (date: string) => string;
}) {
  const t = useT();
  const { lang: language } = useLanguage();
  return (
    <Details>
      <summary>{t.dashboard.chartData}</summary>
      <TableWrapper label={t.dashboard.chartTitle}>
        <Table>
          <TableCaption>{t.dashboard.chartTitle}</TableCaption>
          <THead>
            <Tr>
              <Th scope="col">{t.iaLogs.date}</Th>
              <Th scope="col">{t.dashboard.chartMessages}</Th>
              <Th scope="col">{t.dashboard.chartTokens}</Th>
              <Th scope="col">{t.dashboard.chartRegistrations}</Th>
            </Tr>
          </THead>
          <TBody>
            {days.map((day) => (
              <Tr key={day.date}>
                <Th scope="row">{dayLabel(day.date)}</Th>
                <Td>{formatNumber(day.messages, language)}</Td>
                <Td>{formatNumber(day.tokens, language)}</Td>
                <Td>{formatNumber(day.registrations, language)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </TableWrapper>
    </Details>
  );
}
