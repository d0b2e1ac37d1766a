// The member's routines (GET|POST /api/training/routines, GET|PUT|DELETE .../:id, POST
// .../:id/activate): read by the home, the editor and the session's start, so they live here.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Routine, RoutineInput } from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';

export const ROUTINES_PATH = '/api/training/routines';
const routinePath = (id: string) => `${ROUTINES_PATH}/${encodeURIComponent(id)}`;

/** The active routine first, then the newest. */
const byActiveFirst = (routines: Routine[]) =>
  [...routines].sort(
    (a, b) => Number(b.active) - Number(a.active) || b.updatedAt.localeCompare(a.updatedAt),
  );

export const routinesQueryOptions = () =>
  queryOptions({
    queryKey: [ROUTINES_PATH],
    queryFn: ({ signal }) => apiGet<Routine[]>(ROUTINES_PATH, { signal }),
    select: byActiveFirst,
    retry: false,
  });

export const useRoutines = () => useQuery(routinesQueryOptions());

/** Saves a new routine (no id) or replaces one; answers the routine as stored. */
export function useSaveRoutine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RoutineInput }) =>
      id
        ? apiSend<Routine>('PUT', routinePath(id), input)
        : apiSend<Routine>('POST', ROUTINES_PATH, input),
    onSuccess: (saved) => {
      // The editor opens the saved routine at once, before the list is read again.
      client.setQueryData<Routine[]>([ROUTINES_PATH], (old = []) => [
        ...old.filter((r) => r.id !== saved.id),
        saved,
      ]);
      return client.invalidateQueries({ queryKey: [ROUTINES_PATH] });
    },
  });
}

export function useDeleteRoutine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<MessageResponse>('DELETE', routinePath(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: [ROUTINES_PATH] }),
  });
}

export function useActivateRoutine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<Routine>('POST', `${routinePath(id)}/activate`),
    onSuccess: () => client.invalidateQueries({ queryKey: [ROUTINES_PATH] }),
  });
}
