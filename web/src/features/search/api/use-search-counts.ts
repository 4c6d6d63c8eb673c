import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { searchKeys } from './search-keys';

/** How many posts of each type and sellers match a keyword (GET /api/common/search/posts/count). */
export function useSearchCounts(keyword: string) {
  return useApiQuery(tsr.catalogue.countSearchResults, {
    queryKey: searchKeys.counts(keyword),
    queryData: { query: { keyword } },
    select: selectResponse,
    enabled: keyword !== '',
  });
}
