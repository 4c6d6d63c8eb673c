/**
 * TanStack Query defaults of SPEC §9: results stale after 3 minutes, kept 10 minutes once unused,
 * no retries (a failure shows its toast at once).
 */
import {
  DEFAULT_STALE_TIME_MS,
  PRIVATE_QUERY_CACHE_TIME_MS,
  QUERY_RETRY_COUNT,
} from '@market/domain';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: PRIVATE_QUERY_CACHE_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: QUERY_RETRY_COUNT },
    },
  });
}
