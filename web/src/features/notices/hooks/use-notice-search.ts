import { useCallback } from 'react';
import {
  useKeywordParam,
  usePageParam,
  useSeqParam,
  useStringParam,
  useUpdateSearchParams,
} from '@/lib/browser/search-params';

/**
 * The notice list's state in the address: `?page=`, `?keyword=` and `?activeItem=` (the open
 * notice). Opening a notice keeps the page in the address, so the list does not jump; a link
 * with only `activeItem` lets the server find the notice's page.
 */
export function useNoticeSearch() {
  const page = usePageParam();
  const hasPage = useStringParam('page') !== '';
  const keyword = useKeywordParam();
  const activeItem = useSeqParam('activeItem');
  const updateParams = useUpdateSearchParams();

  const setKeyword = useCallback(
    (next: string) => updateParams({ keyword: next, page: null, activeItem: null }),
    [updateParams],
  );
  /** Open a notice (or close it with null) on the page the list shows. */
  const setActiveItem = useCallback(
    (next: number | null, shownPage: number) =>
      updateParams({ activeItem: next, page: shownPage }, { replace: true }),
    [updateParams],
  );

  return { page, keyword, activeItem, locateActive: !hasPage, setKeyword, setActiveItem };
}
