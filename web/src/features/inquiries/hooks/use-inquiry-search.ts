import { type InquiryCategory, inquiryCategories, isOneOf } from '@market/domain';
import { useCallback } from 'react';
import {
  useKeywordParam,
  usePageParam,
  useStringParam,
  useUpdateSearchParams,
} from '@/lib/browser/search-params';

/** An inquiry category from the address (`?category=`), or null when absent or unknown. */
export function useCategoryParam(): InquiryCategory | null {
  const category = useStringParam('category');
  return isOneOf(inquiryCategories, category) ? category : null;
}

/** /my/contact's filters in the address: `category`, `keyword` and `page`. */
export function useInquirySearch() {
  const page = usePageParam();
  const keyword = useKeywordParam();
  const category = useCategoryParam();
  const updateParams = useUpdateSearchParams();
  const setKeyword = useCallback(
    (next: string) => updateParams({ keyword: next, page: null }),
    [updateParams],
  );
  const setCategory = useCallback(
    (next: InquiryCategory | null) => updateParams({ category: next, page: null }),
    [updateParams],
  );
  return { page, keyword, category, setKeyword, setCategory };
}
