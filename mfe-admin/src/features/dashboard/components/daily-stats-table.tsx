import type { DailyStat } from '@zak/contract';
import { useAdminTexts } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import styled from 'styled-components';
import { Table, TableScroll, v } from '../../../lib/ui/primitives';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    color: ${v('text')};
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
  const { t, language } = useAdminTexts();
  return (
    <Details>
      <summary>{t.dashboard.chartData}</summary>
      <TableScroll>
        <Table>
          <caption>{t.dashboard.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.iaLogs.date}</th>
              <th scope="col">{t.dashboard.chartMessages}</th>
              <th scope="col">{t.dashboard.chartTokens}</th>
              <th scope="col">{t.dashboard.chartRegistrations}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{formatNumber(day.messages, language)}</td>
                <td>{formatNumber(day.tokens, language)}</td>
                <td>{formatNumber(day.registrations, language)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Details>
  );
}
