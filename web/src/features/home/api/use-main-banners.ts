import type { QueryClient } from '@tanstack/react-query';
import { prefetchCall, selectResponse, tsr } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** The home page's banners in display order (GET /api/banner/main). */
export function useMainBanners() {
  return tsr.content.listMainBanners.useQuery({
    queryKey: homeKeys.mainBanners(),
    select: selectResponse,
  });
}

/** The same call, started before the home page's first render. */
export function prefetchMainBanners(queryClient: QueryClient): Promise<void> {
  return prefetchCall(queryClient, tsr.content.listMainBanners, {
    queryKey: homeKeys.mainBanners(),
  });
}
