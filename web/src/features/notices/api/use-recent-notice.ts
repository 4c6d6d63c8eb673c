import type { QueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { noticeKeys } from './notice-keys';

/**
 * The latest notice for the top bar (GET /api/common/notice/recent), or null when there is none.
 * The pattern of every feature hook: the one client's route, a key from the feature's factory, and
 * `select` to hand the component the payload instead of the envelope. Failures arrive as ApiError.
 */
export function useRecentNotice() {
  return useApiQuery(tsr.content.getRecentNotice, {
    queryKey: noticeKeys.recent(),
    select: selectResponse,
  });
}

/** The same call, started before the first render (every page of the site shows it). */
export function prefetchRecentNotice(queryClient: QueryClient): Promise<void> {
  return prefetchApiQuery(queryClient, tsr.content.getRecentNotice, {
    queryKey: noticeKeys.recent(),
  });
}
