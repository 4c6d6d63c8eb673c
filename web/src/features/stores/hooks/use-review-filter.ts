import { type ReviewTone, reviewTones } from '@market/domain';
import { useCallback } from 'react';
import { useEnumParam, usePageParam, useUpdateSearchParams } from '@/lib/browser/search-params';

/**
 * The review list's filter, kept in the address (`?tone=positive&page=2`): an unknown tone is
 * `all`, an invalid page is 1. Choosing a tone starts again at page 1.
 */
export function useReviewFilter() {
  const page = usePageParam();
  const tone = useEnumParam('tone', reviewTones, 'all');
  const updateParams = useUpdateSearchParams();
  const setTone = useCallback(
    (next: ReviewTone) => updateParams({ tone: next === 'all' ? null : next, page: null }),
    [updateParams],
  );
  return { page, tone, setTone };
}
