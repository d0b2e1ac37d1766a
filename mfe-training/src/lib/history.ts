// GET /api/training/exercises/:id/history: per session its summary (best set, e1RM, volume), the
// records, the last session's sets, the next targets with their rule. Read by the exercise page,
// the session's summary and the session screen (an exercise added to it).
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
