import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyStat } from '@zak/contract';
import { apiGet } from 'shared-ui';

export const DAILY_STATS_DAYS = 30;

/**
 * A 30-day trend barely moves in 30 s and costs a scan of the messages table (about 1 s at 1M
 * messages), so the chart refreshes every 5 minutes, not at the counters' pace.
 */
export const DAILY_STATS_REFRESH_MS = 5 * 60_000;

export function getDailyStats(days = DAILY_STATS_DAYS): Promise<DailyStat[]> {
  return apiGet<DailyStat[]>(`/api/admin/stats/daily?days=${days}`);
}

export function dailyStatsQueryOptions(days = DAILY_STATS_DAYS) {
  return queryOptions({
    queryKey: ['admin', 'stats', 'daily', days] as const,
    queryFn: () => getDailyStats(days),
    staleTime: DAILY_STATS_REFRESH_MS,
    refetchInterval: DAILY_STATS_REFRESH_MS,
  });
}

export function useDailyStats(days = DAILY_STATS_DAYS) {
  return useQuery(dailyStatsQueryOptions(days));
}
