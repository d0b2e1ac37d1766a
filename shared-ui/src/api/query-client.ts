import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet, isUnauthorized } from './client';

/** Default read: GET the key segments joined by "/" (spec section 7). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiGet<unknown>(queryKey.map(String).join('/'), { signal });

/** Read defaults of spec section 9. */
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
