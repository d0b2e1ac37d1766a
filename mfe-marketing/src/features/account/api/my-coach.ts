import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@zak/contract';
import { apiGet } from 'shared-ui';

/**
 * GET /api/coaching/my-coach: the coach who follows the member (issue 36), null without one. A
 * failure shows nothing: the account page does not depend on it.
 */
export function useMyCoach() {
  return useQuery({
    queryKey: ['/api/coaching/my-coach'],
    queryFn: () => apiGet<Assignment>('/api/coaching/my-coach'),
    retry: false,
    staleTime: 60_000,
  });
}
