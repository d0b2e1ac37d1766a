import { Bar, Line, YAxis } from 'recharts';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { ChartFrame } from '../../../lib/ui/chart-frame';
import { QueryState } from '../../../lib/ui/query-state';
import { useDailyStats } from '../api/get-daily-stats';
import { Card, useLanguage } from 'shared-ui';
import { useTheme } from 'styled-components';
import { SubHeading, Muted } from '../../../lib/ui/layout';

/** Messages and registrations (bars, left axis) and tokens (line, right axis) per day. */
export function DailyChart() {
  const t = useT();
  const { lang: language } = useLanguage();
  const stats = useDailyStats();
  const { color } = useTheme();
  const days = stats.data ?? [];
  const empty = days.every((d) => d.messages === 0 && d.tokens === 0 && d.registrations === 0);
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));

  return (
    <Card $raised>
      <SubHeading id="admin-daily-chart">{t.dashboard.chartTitle}</SubHeading>
      <QueryState
        isPending={stats.isPending}
        isError={stats.isError && !stats.data}
        onRetry={() => void stats.refetch()}
        loadingText={t.dashboard.chartLoading}
      >
        {empty ? (
          <Muted>{t.dashboard.chartEmpty}</Muted>
        ) : (
          <ChartFrame
            labelledBy="admin-daily-chart"
            data={days}
            height={300}
            dayLabel={dayLabel}
            description={t.dashboard.chartDescription}
            tableToggle={t.dashboard.chartData}
            tableLabel={t.dashboard.chartTitle}
            dateLabel={t.iaLogs.date}
            columns={[
              {
                label: t.dashboard.chartMessages,
                value: (day) => formatNumber(day.messages, language),
              },
              {
                label: t.dashboard.chartTokens,
                value: (day) => formatNumber(day.tokens, language),
              },
              {
                label: t.dashboard.chartRegistrations,
                value: (day) => formatNumber(day.registrations, language),
              },
            ]}
          >
            <YAxis yAxisId="count" allowDecimals={false} stroke={color.textMuted} />
            <YAxis yAxisId="tokens" orientation="right" stroke={color.textMuted} />
            <Bar
              yAxisId="count"
              dataKey="messages"
              name={t.dashboard.chartMessages}
              fill={color.primary}
            />
            <Bar
              yAxisId="count"
              dataKey="registrations"
              name={t.dashboard.chartRegistrations}
              fill={color.success}
            />
            <Line
              yAxisId="tokens"
              dataKey="tokens"
              name={t.dashboard.chartTokens}
              stroke={color.accent}
              dot={false}
            />
          </ChartFrame>
        )}
      </QueryState>
    </Card>
  );
}
