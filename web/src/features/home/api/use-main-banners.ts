import type { QueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { homeKeys } from './home-keys';

/** The home page's banners in display order (GET /api/banner/main). */
export function useMainBanners() {
  return useApiQuery(tsr.content.listMainBanners, {
    queryKey: homeKeys.mainBanners(),
    select: selectResponse,
  });
}

/** The same call, started before the home page's first render. */
export function prefetchMainBanners(queryClient: QueryClient): Promise<void> {
  return prefetchApiQuery(queryClient, tsr.content.listMainBanners, {
    queryKey: homeKeys.mainBanners(),
  });
}
