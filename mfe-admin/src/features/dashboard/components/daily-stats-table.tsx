import type { DailyStat } from 'api/contract';
import { useAdminTexts } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { Table, VisuallyHidden } from '../../../lib/ui/primitives';

/** The chart's numbers as a table for screen readers (the SVG itself is hidden from them). */
export function DailyStatsTable({
  days,
  dayLabel,
}: {
  days: DailyStat[];
  dayLabel: (date: string) => string;
}) {
  const { t, language } = useAdminTexts();
  return (
    <VisuallyHidden as="div">
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
    </VisuallyHidden>
  );
}
