/**
 * TanStack Query defaults of SPEC §9: results stale after 3 minutes, kept 10 minutes once unused,
 * no retries (a failure shows its toast at once). Mutations' toasts come from their `meta`.
 */
import {
  DEFAULT_STALE_TIME_MS,
  PRIVATE_QUERY_CACHE_TIME_MS,
  QUERY_RETRY_COUNT,
} from '@market/domain';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast, showSuccessToast } from '@/lib/toasts/mutation-toasts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every write's toast, as its `meta` declares it (lib/toasts/mutation-toasts.ts).
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) =>
        showSuccessToast(data, variables, mutation),
      onError: (error, _variables, _context, mutation) => showErrorToast(error, mutation),
    }),
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
