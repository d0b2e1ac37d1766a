import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@zak/contract';
import { apiGet } from 'shared-ui';

export const DASHBOARD_REFRESH_MS = 30_000;

export function getDashboard(): Promise<AdminDashboard> {
  return apiGet<AdminDashboard>('/api/admin/dashboard');
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'dashboard'] as const,
    queryFn: getDashboard,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
