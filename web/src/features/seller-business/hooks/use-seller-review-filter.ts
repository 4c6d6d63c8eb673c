import { type ReviewTone, reviewTones } from '@market/domain';
import {
  useEnumParam,
  useKeywordParam,
  usePageParam,
  useUpdateSearchParams,
} from '@/lib/browser/search-params';

/** `/seller/reviews?keyword=&tone=&page=`: a new keyword or tone starts again at page 1. */
export function useSellerReviewFilter() {
  const page = usePageParam();
  const keyword = useKeywordParam();
  const tone = useEnumParam('tone', reviewTones, 'all');
  const update = useUpdateSearchParams();
  return {
    page,
    keyword,
    tone,
    setKeyword: (next: string) => update({ keyword: next, page: null }),
    setTone: (next: ReviewTone) => update({ tone: next === 'all' ? null : next, page: null }),
  };
}
