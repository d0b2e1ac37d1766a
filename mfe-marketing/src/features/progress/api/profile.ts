import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachingProfile, CoachingProfileInput } from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';
import { PROGRESS_KEY } from '../lib/keys';

/** GET /api/progress/profile (defaults when the member has not filled it). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [...PROGRESS_KEY, 'profile'],
    queryFn: ({ signal }) => apiGet<CoachingProfile>('/api/progress/profile', { signal }),
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** PUT /api/progress/profile; the weights' trend depends on the goal, so everything refreshes. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachingProfileInput) =>
      apiSend<CoachingProfile>('PUT', '/api/progress/profile', body),
    onSuccess: () => client.invalidateQueries({ queryKey: PROGRESS_KEY }),
  });
}
