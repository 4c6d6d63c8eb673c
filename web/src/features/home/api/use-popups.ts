import type { QueryClient } from '@tanstack/react-query';
import { prefetchCall, selectResponse, tsr } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** The popups showing on the home page now (GET /api/common/banner/popup). */
export function usePopups() {
  return tsr.content.listPopups.useQuery({
    queryKey: homeKeys.popups(),
    select: selectResponse,
  });
}

/** The same call, started with the home page's others rather than once the popups mount. */
export function prefetchPopups(queryClient: QueryClient): Promise<void> {
  return prefetchCall(queryClient, tsr.content.listPopups, { queryKey: homeKeys.popups() });
}
