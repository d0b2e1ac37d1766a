import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isUnauthorized } from './client';

/** Default read: GET the key segments joined by "/" (['/api/auth/user'] -> GET /api/auth/user). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiGet<unknown>(queryKey.map(String).join('/'), { signal });

/** Read defaults: fresh 1 minute, no refetch on focus, reconnect or interval, refetch on mount,
 * no retry after a 401 and at most 2 otherwise; mutations are never retried. */
export const QUERY_DEFAULTS = {
  staleTime: 60_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
  refetchOnMount: true,
  retry: (failureCount: number, error: unknown) => !isUnauthorized(error) && failureCount < 2,
} as const;

/** The suite's one QueryClient (created by the shell; tests create their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
