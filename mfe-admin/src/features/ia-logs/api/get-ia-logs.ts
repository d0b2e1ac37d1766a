import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type AiLogList } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const IA_LOGS_PAGE_SIZE = PAGE_SIZE.aiLogs;

/** Filters as typed in the form: a username and an inclusive day range (YYYY-MM-DD, local days). */
export interface IaLogsFilters {
  username: string;
  from: string;
  to: string;
}

export const NO_IA_LOGS_FILTERS: IaLogsFilters = { username: '', from: '', to: '' };

/** The API takes ISO instants: "from" is the start of the first day, "to" the end of the last. */
export function iaLogsFilterParams({ username, from, to }: IaLogsFilters) {
  return {
    username,
    from: from ? new Date(`${from}T00:00:00`).toISOString() : '',
    to: to ? new Date(`${to}T23:59:59.999`).toISOString() : '',
  };
}

export function getIaLogs(filters: IaLogsFilters, page: number): Promise<AiLogList> {
  return apiGet<AiLogList>(
    withQuery('/api/admin/ia-logs', {
      page,
      limit: IA_LOGS_PAGE_SIZE,
      ...iaLogsFilterParams(filters),
    }),
  );
}

export const iaLogsKeys = {
  all: ['admin', 'ia-logs'] as const,
  list: (filters: IaLogsFilters, page: number) => [...iaLogsKeys.all, filters, page] as const,
};

export function iaLogsQueryOptions(filters: IaLogsFilters, page: number) {
  return queryOptions({
    queryKey: iaLogsKeys.list(filters, page),
    queryFn: () => getIaLogs(filters, page),
    placeholderData: keepPreviousData,
  });
}

export function useIaLogs(filters: IaLogsFilters, page: number) {
  return useQuery(iaLogsQueryOptions(filters, page));
}
