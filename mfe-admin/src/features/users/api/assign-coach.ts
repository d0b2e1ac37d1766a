import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, CoachSummary } from '@zak/contract';
import { apiGet, apiSend } from 'shared-ui';

// The coach desk's assignments (issue 36), as the users tab sets them; the desk's own queries
// (features/coaching, under the same ['admin', 'coaching'] key) are refetched after a change.
const deskKey = ['admin', 'coaching'] as const;
const id = (value: string) => encodeURIComponent(value);

/** GET /api/coaching/coaches and GET /api/coaching/assignments/:id: the choice and the current one. */
export function useCoachChoice(memberId: string) {
  const coaches = useQuery({
    queryKey: [...deskKey, 'coaches'],
    queryFn: () => apiGet<{ coaches: CoachSummary[] }>('/api/coaching/coaches'),
  });
  const current = useQuery({
    queryKey: [...deskKey, 'assignment', memberId],
    queryFn: () => apiGet<Assignment>(`/api/coaching/assignments/${id(memberId)}`),
  });
  return { coaches, current };
}

/** PUT /api/coaching/assignments/:id { coachId | null } (audited `coaching.assign`). */
export function useAssignCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, coachId }: { memberId: string; coachId: string | null }) =>
      apiSend<Assignment>('PUT', `/api/coaching/assignments/${id(memberId)}`, { coachId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}
