import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type AdminLogList } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const ADMIN_LOGS_PAGE_SIZE = PAGE_SIZE.adminLogs;

export function getAdminLogs(page: number): Promise<AdminLogList> {
  return apiGet<AdminLogList>(withQuery('/api/admin/logs', { page, limit: ADMIN_LOGS_PAGE_SIZE }));
}

export function adminLogsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['admin', 'logs', page] as const,
    queryFn: () => getAdminLogs(page),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLogs(page: number) {
  return useQuery(adminLogsQueryOptions(page));
}
