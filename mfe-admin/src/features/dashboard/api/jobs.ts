import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminJobs, MessageResponse } from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

const KEY = ['admin', 'jobs'] as const;

/** GET /api/admin/jobs: each queue's counts and lag, the jobs whose every retry failed. */
export function jobsQueryOptions() {
  return queryOptions({
    queryKey: KEY,
    queryFn: () => apiGet<AdminJobs>('/api/admin/jobs'),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export const useJobs = () => useQuery(jobsQueryOptions());

/** POST /api/admin/jobs/:id/retry, then the list again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<MessageResponse>('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
