import type { QueryClient } from '@tanstack/react-query';
import { prefetchCall, selectResponse, tsr } from '@/lib/api-client';
import { noticeKeys } from './notice-keys';

/**
 * The latest notice for the top bar (GET /api/common/notice/recent), or null when there is none.
 * The pattern of every feature hook: the one client's route, a key from the feature's factory, and
 * `select` to hand the component the payload instead of the envelope. Failures arrive as ApiError.
 */
export function useRecentNotice() {
  return tsr.content.getRecentNotice.useQuery({
    queryKey: noticeKeys.recent(),
    select: selectResponse,
  });
}

/** The same call, started before the first render (every page of the site shows it). */
export function prefetchRecentNotice(queryClient: QueryClient): Promise<void> {
  return prefetchCall(queryClient, tsr.content.getRecentNotice, { queryKey: noticeKeys.recent() });
}
