import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachContextSwitch, CoachContextView } from '@zak/contract';
import { apiGet, apiSend, withQuery, type Lang } from 'shared-ui';

const coachContextKey = (lang: Lang) => ['/api/progress/coach-context', lang] as const;

/** GET /api/progress/coach-context: exactly what the coach is told, in the screen's language. */
export const coachContextQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: coachContextKey(lang),
    queryFn: ({ signal }) =>
      apiGet<CoachContextView>(withQuery('/api/progress/coach-context', { lang }), { signal }),
    // Always the current data when the panel opens (a weight may have been logged meanwhile).
    staleTime: 0,
  });

export const useCoachContext = (lang: Lang, enabled: boolean) =>
  useQuery({ ...coachContextQueryOptions(lang), enabled });

/** PUT /api/progress/coach-context: the member's switch, stored with their profile. */
export function useSwitchCoachContext(lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachContextSwitch) =>
      apiSend<CoachContextView>('PUT', withQuery('/api/progress/coach-context', { lang }), body),
    onSuccess: (view) => {
      client.setQueryData(coachContextKey(lang), view);
      void client.invalidateQueries({ queryKey: ['/api/progress/coach-context'] });
    },
  });
}
