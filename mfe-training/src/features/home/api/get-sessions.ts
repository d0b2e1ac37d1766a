import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingSessionPage } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const SESSIONS_PATH = '/api/training/sessions';
/** How many recent sessions the home lists. */
export const RECENT_SESSIONS = 5;

/** GET /api/training/sessions?limit=: the newest sessions first. */
export const recentSessionsQueryOptions = () =>
  queryOptions({
    queryKey: [SESSIONS_PATH, RECENT_SESSIONS],
    queryFn: ({ signal }) =>
      apiGet<TrainingSessionPage>(withQuery(SESSIONS_PATH, { limit: RECENT_SESSIONS }), { signal }),
    retry: false,
  });

export const useRecentSessions = () => useQuery(recentSessionsQueryOptions());
