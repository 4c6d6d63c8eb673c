import type { ReviewTone } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { storeKeys } from './store-keys';

/** Reviews on one page of a store's review list. */
export const STORE_REVIEWS_PAGE_SIZE = 10;

export interface SellerReviewsFilter {
  page: number;
  tone: ReviewTone;
}

/**
 * One page of the reviews buyers left for a seller, all or of one tone (GET
 * /api/seller/review/public/{sellerSeq}/list), newest first as the server sorts them.
 */
export function useSellerReviews(sellerSeq: number, { page, tone }: SellerReviewsFilter) {
  const query = { page, size: STORE_REVIEWS_PAGE_SIZE, tone };
  return useApiQuery(tsr.catalogue.listSellerReviews, {
    queryKey: storeKeys.reviews(sellerSeq, query),
    queryData: { params: { sellerSeq }, query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
