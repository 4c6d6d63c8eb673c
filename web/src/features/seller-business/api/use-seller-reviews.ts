import type { ReviewTone } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const SELLER_REVIEWS_PAGE_SIZE = 10;

export interface SellerReviewFilter {
  keyword: string;
  tone: ReviewTone;
  page: number;
}

/** One page of the reviews of the seller's posts (GET /api/seller/review/list). */
export function useSellerReviewList({ keyword, tone, page }: SellerReviewFilter) {
  const token = useSessionToken();
  const query = { page, size: SELLER_REVIEWS_PAGE_SIZE, tone, ...(keyword ? { keyword } : {}) };
  return useApiQuery(tsr.seller.listSellerReviews, {
    queryKey: sellerBusinessKeys.reviewList(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** Answer a review (POST /api/seller/review/{seq}/answer, seq of the review). */
export function useAnswerReview() {
  return tsr.seller.answerReview.useMutation({ meta: { errorToast: 'generic' } });
}

/** Change an answer (PUT /api/seller/review/answer/{seq}/view, seq of the answer). */
export function useEditReviewAnswer() {
  return tsr.seller.editReviewAnswer.useMutation({ meta: { errorToast: 'generic' } });
}

/** Delete an answer (DELETE /api/seller/review/answer/{seq}/view, seq of the answer). */
export function useDeleteReviewAnswer() {
  return tsr.seller.deleteReviewAnswer.useMutation({
    meta: { successToast: 'saved', errorToast: 'generic' },
  });
}
