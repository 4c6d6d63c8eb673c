import { selectResponse, tsr } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** Trending keywords from the server (GET /api/common/popular/keyword), fetched when `enabled`. */
export function usePopularKeywords({ enabled = true }: { enabled?: boolean } = {}) {
  return tsr.catalogue.listPopularKeywords.useQuery({
    queryKey: searchKeys.popularKeywords(),
    select: selectResponse,
    enabled,
  });
}
