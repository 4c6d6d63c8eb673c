import { selectResponse, tsr } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** How many posts of each type and sellers match a keyword (GET /api/common/search/posts/count). */
export function useSearchCounts(keyword: string) {
  return tsr.catalogue.countSearchResults.useQuery({
    queryKey: searchKeys.counts(keyword),
    queryData: { query: { keyword } },
    select: selectResponse,
    enabled: keyword !== '',
  });
}
