import { useCallback } from 'react';
import { useKeywordParam, usePageParam, useUpdateSearchParams } from '@/lib/browser/search-params';

/**
 * The store's post search, kept in the address (`?keyword=netflix&page=2`). A new keyword starts
 * again at page 1; an empty one lists every post.
 */
export function usePostSearch() {
  const page = usePageParam();
  const keyword = useKeywordParam();
  const updateParams = useUpdateSearchParams();
  const setKeyword = useCallback(
    (next: string) => updateParams({ keyword: next, page: null }),
    [updateParams],
  );
  return { page, keyword, setKeyword };
}
