// The catalogue and the member's own exercises, as every screen names them: one query of the whole
// list (the API answers up to 1000), shared with the catalogue's empty search.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Exercise, ExerciseList } from '@zak/contract';
import { apiGet, withQuery } from 'shared-ui';

export const EXERCISES_PATH = '/api/training/exercises';

/** GET /api/training/exercises?q= (every exercise when `q` is empty). */
export const exercisesQueryOptions = (q = '') =>
  queryOptions({
    queryKey: [EXERCISES_PATH, q],
    queryFn: ({ signal }) => apiGet<ExerciseList>(withQuery(EXERCISES_PATH, { q }), { signal }),
    retry: false,
  });

/** Every exercise by id (empty while loading or when the list cannot be read). */
export function useExerciseIndex(): { byId: ReadonlyMap<string, Exercise>; isPending: boolean } {
  const query = useQuery({
    ...exercisesQueryOptions(),
    staleTime: 10 * 60_000,
    select: (answer) => new Map(answer.exercises.map((e) => [e.id, e] as const)),
  });
  return { byId: query.data ?? EMPTY, isPending: query.isPending };
}
const EMPTY: ReadonlyMap<string, Exercise> = new Map();
