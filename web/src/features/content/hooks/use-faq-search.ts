import { type FaqCategory, faqCategories } from '@market/domain';
import { useCallback } from 'react';
import {
  useEnumParam,
  useKeywordParam,
  usePageParam,
  useUpdateSearchParams,
} from '@/lib/browser/search-params';

/** `all` in the address stands for no category. */
export type FaqCategoryChoice = FaqCategory | 'all';

export const faqCategoryChoices: readonly FaqCategoryChoice[] = ['all', ...faqCategories];

/**
 * The FAQ's filter in the address: `?category=` (an unknown one is all), `?keyword=` and
 * `?page=`. A new category or keyword starts again at page 1.
 */
export function useFaqSearch() {
  const page = usePageParam();
  const keyword = useKeywordParam();
  const choice = useEnumParam<FaqCategoryChoice>('category', faqCategoryChoices, 'all');
  const updateParams = useUpdateSearchParams();

  const setCategory = useCallback(
    (next: FaqCategoryChoice) =>
      updateParams({ category: next === 'all' ? null : next, page: null }),
    [updateParams],
  );
  const setKeyword = useCallback(
    (next: string) => updateParams({ keyword: next, page: null }),
    [updateParams],
  );

  return {
    page,
    keyword,
    choice,
    category: choice === 'all' ? null : choice,
    setCategory,
    setKeyword,
  };
}
