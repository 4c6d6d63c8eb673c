import type { PostSearchQuery } from '@market/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { searchKeys } from './search-keys';

/**
 * One page of posts matching a keyword, of one type and narrowed by a subkeyword
 * (GET /api/common/search/posts). The previous page stays shown while the next one loads.
 */
export function useSearchPosts(query: PostSearchQuery, { enabled = true } = {}) {
  return useApiQuery(tsr.catalogue.searchPosts, {
    queryKey: searchKeys.posts(query),
    queryData: { query },
    select: selectPage,
    enabled,
    placeholderData: keepPreviousData,
  });
}
