import { queryOptions } from '@tanstack/react-query';
import type { TrainingSession } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { SESSIONS_PATH } from '../../../lib/outbox';

/** GET /api/training/sessions/:id: one session's sets, read when the member opens its line. */
export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: [SESSIONS_PATH, 'one', sessionId],
    queryFn: ({ signal }) =>
      apiGet<TrainingSession>(`${SESSIONS_PATH}/${encodeURIComponent(sessionId)}`, { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
