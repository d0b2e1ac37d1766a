import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../i18n';
import { QueryState } from '../../../lib/ui/query-state';
import { useDailyStats } from '../api/get-daily-stats';
import { DailyStatsTable } from './daily-stats-table';
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
          <>
            <figure role="group" aria-labelledby="admin-daily-chart" style={{ margin: 0 }}>
              <div style={{ width: '100%', height: 300 }} aria-hidden="true">
                <ResponsiveContainer
                  width="100%"
                  height="100%"
                  initialDimension={{ width: 600, height: 300 }}
                >
                  <ComposedChart
                    accessibilityLayer={false}
                    data={days}
                    margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" stroke={color.border} />
                    <XAxis dataKey="date" tickFormatter={dayLabel} stroke={color.textMuted} />
                    <YAxis yAxisId="count" allowDecimals={false} stroke={color.textMuted} />
                    <YAxis yAxisId="tokens" orientation="right" stroke={color.textMuted} />
                    <Tooltip labelFormatter={(label) => dayLabel(String(label))} />
                    <Legend />
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
                  </ComposedChart>
                </ResponsiveContainer>
              </div>
              <figcaption>
                <Muted>{t.dashboard.chartDescription}</Muted>
              </figcaption>
            </figure>
            <DailyStatsTable days={days} dayLabel={dayLabel} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
