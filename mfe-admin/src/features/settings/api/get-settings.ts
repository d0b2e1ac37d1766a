import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSetting } from '@zak/contract';
import { apiGet } from 'shared-ui';

export function getSettings(): Promise<SiteSetting[]> {
  return apiGet<SiteSetting[]>('/api/admin/settings');
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'settings'] as const, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
