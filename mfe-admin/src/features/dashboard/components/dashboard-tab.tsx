import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { useDashboard } from '../api/get-dashboard';
import { JobsCard } from './jobs-card';
import { RecentUsersTable } from './recent-users-table';
import { Card, useLanguage } from 'shared-ui';
import { Section, Heading, Muted } from '../../../lib/ui/layout';

// recharts is heavy: its code sits in its own chunk, fetched only when the dashboard renders.
const DailyChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Counter = styled(Card)`
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  dd + dd {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: normal;
  }
`;

export function DashboardTab() {
  const t = useT();
  const { lang: language } = useLanguage();
  const dashboard = useDashboard();
  const data = dashboard.data;

  return (
    <Section aria-labelledby="admin-dashboard-title">
      <Heading id="admin-dashboard-title">{t.dashboard.title}</Heading>
      <QueryState
        isPending={dashboard.isPending}
        isError={dashboard.isError && !data}
        onRetry={() => void dashboard.refetch()}
      >
        {data && (
          <>
            <Counters>
              {(
                [
                  [t.dashboard.usersCount, data.usersCount, null],
                  [t.dashboard.totalMessages, data.iaStats.totalMessages, null],
                  [t.dashboard.totalTokens, data.iaStats.totalTokens, null],
                  [t.dashboard.activeUsers, data.iaStats.activeUsers, t.dashboard.activeUsersHint],
                ] as const
              ).map(([label, value, hint]) => (
                <Counter key={label} $raised>
                  <dt>{label}</dt>
                  <dd>{formatNumber(value, language)}</dd>
                  {hint && <dd>{hint}</dd>}
                </Counter>
              ))}
            </Counters>
            <RecentUsersTable users={data.recentUsers} />
          </>
        )}
      </QueryState>
      <Suspense fallback={<Muted role="status">{t.dashboard.chartLoading}</Muted>}>
        <DailyChart />
      </Suspense>
      <JobsCard />
    </Section>
  );
}
