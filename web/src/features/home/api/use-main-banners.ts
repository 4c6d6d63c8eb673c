import { selectResponse, tsr } from '../../../lib/api-client';
import { homeKeys } from './home-keys';

/** The home page's banners in display order (GET /api/banner/main). */
export function useMainBanners() {
  return tsr.content.listMainBanners.useQuery({
    queryKey: homeKeys.mainBanners(),
    select: selectResponse,
  });
}
