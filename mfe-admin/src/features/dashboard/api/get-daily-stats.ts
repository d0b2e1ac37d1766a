import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyStat } from 'api/contract';
import { apiGet } from 'shared-ui';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

export const DAILY_STATS_DAYS = 30;

export function getDailyStats(days = DAILY_STATS_DAYS): Promise<DailyStat[]> {
  return apiGet<DailyStat[]>(`/api/admin/stats/daily?days=${days}`);
}

export function dailyStatsQueryOptions(days = DAILY_STATS_DAYS) {
  return queryOptions({
    queryKey: ['admin', 'stats', 'daily', days] as const,
    queryFn: () => getDailyStats(days),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useDailyStats(days = DAILY_STATS_DAYS) {
  return useQuery(dailyStatsQueryOptions(days));
}
