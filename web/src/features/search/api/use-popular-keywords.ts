import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { searchKeys } from './search-keys';

/** Trending keywords from the server (GET /api/common/popular/keyword), fetched when `enabled`. */
export function usePopularKeywords({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(tsr.catalogue.listPopularKeywords, {
    queryKey: searchKeys.popularKeywords(),
    select: selectResponse,
    enabled,
  });
}
