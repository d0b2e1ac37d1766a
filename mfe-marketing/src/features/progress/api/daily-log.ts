import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckIn,
  CheckInInput,
  CheckInLog,
  MeasurementEntry,
  MeasurementInput,
  MeasurementLog,
  MessageResponse,
  WeightEntry,
  WeightInput,
  WeightLog,
} from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';
import { PROGRESS_KEY } from '../lib/keys';

/**
 * The three daily logs share their endpoints' shape: GET `/api/progress/<path>` (the last 365
 * days), POST (the day's entry, replacing one of the same day), PUT `/:id`, DELETE `/:id`.
 */
interface LogTypes {
  weights: { log: WeightLog; entry: WeightEntry; input: WeightInput };
  measurements: { log: MeasurementLog; entry: MeasurementEntry; input: MeasurementInput };
  checkins: { log: CheckInLog; entry: CheckIn; input: CheckInInput };
}
type Path = keyof LogTypes;

export const logQueryOptions = <P extends Path>(path: P) =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, path],
    queryFn: ({ signal }) => apiGet<LogTypes[P]['log']>(`/api/progress/${path}`, { signal }),
  });

export const useLog = <P extends Path>(path: P) => useQuery(logQueryOptions(path));

/** Saves, replaces or deletes an entry; then every tracker query (and the coach context) refreshes. */
export function useLogWrites<P extends Path>(path: P) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: PROGRESS_KEY });
  const save = useMutation({
    mutationFn: (body: LogTypes[P]['input']) =>
      apiSend<LogTypes[P]['entry']>('POST', `/api/progress/${path}`, body),
    onSuccess,
  });
  const replace = useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogTypes[P]['input'] }) =>
      apiSend<LogTypes[P]['entry']>('PUT', `/api/progress/${path}/${id}`, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiSend<MessageResponse>('DELETE', `/api/progress/${path}/${id}`),
    onSuccess,
  });
  return { save, replace, remove };
}
