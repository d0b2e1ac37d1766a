// GET /api/training/exercises/:id/history: per session the sets, best e1RM and volume; the
// records; the next targets with their rule. Read by the exercise page and the session's summary.
import { queryOptions } from '@tanstack/react-query';
import type { ExerciseHistory } from '@zak/contract';
import { apiGet } from 'shared-ui';
import { EXERCISES_PATH } from './exercises';

export const historyQueryOptions = (exerciseId: string) =>
  queryOptions({
    queryKey: [EXERCISES_PATH, 'history', exerciseId],
    queryFn: ({ signal }) =>
      apiGet<ExerciseHistory>(`${EXERCISES_PATH}/${encodeURIComponent(exerciseId)}/history`, {
        signal,
      }),
    retry: false,
  });
