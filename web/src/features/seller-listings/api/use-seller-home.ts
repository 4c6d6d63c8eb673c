import type { PostType } from '@market/domain';
import { ProductStatusFilter, SubscriptionStatusFilter } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { selectResponse, tsr } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sellerListingKeys } from './seller-listing-keys';
import { fetchSellerList, type SellerListQuery } from './use-seller-posts';

/** The seller's e-money, points and sales awaiting settlement (GET /api/seller/cp). */
export function useSellerCredits() {
  return tsr.seller.getSellerCredits.useQuery({
    queryKey: sellerListingKeys.credits(),
    select: selectResponse,
  });
}

export interface TypeCounts {
  postType: PostType;
  total: number;
  byStatus: { status: NonNullable<SellerListQuery['status']>; count: number }[];
}

const statusesOf = (postType: PostType) =>
  postType === 'SUBSCRIPTION' ? SubscriptionStatusFilter.options : ProductStatusFilter.options;

const countOf = async (postType: PostType, query: SellerListQuery, signal: AbortSignal) =>
  (await fetchSellerList(postType, { ...query, page: 1, size: 1 }, signal)).pagination.totalCount;

/** How many posts of each type the seller has, in all and by state (the lists' totals). */
export function useListingCounts() {
  return useQuery({
    queryKey: sellerListingKeys.counts(),
    queryFn: ({ signal }) =>
      Promise.all(
        (['SUBSCRIPTION', 'COUPON', 'CODE'] as const).map(async (postType): Promise<TypeCounts> => {
          const statuses = statusesOf(postType);
          const [total, ...counts] = await Promise.all([
            countOf(postType, { page: 1 }, signal),
            ...statuses.map((status) => countOf(postType, { page: 1, status }, signal)),
          ]);
          return {
            postType,
            total: total ?? 0,
            byStatus: statuses.map((status, index) => ({ status, count: counts[index] ?? 0 })),
          };
        }),
      ),
  });
}

export interface AttentionCounts {
  /** Members waiting for approval across the open parties. */
  pendingMembers: number;
  /** Refund requests waiting for a decision. */
  refundRequests: number;
  /** Reviews with no answer yet (of the latest page). */
  unansweredReviews: number;
}

/**
 * What needs the seller: pending join requests (summed over the open parties of the list),
 * requested refunds and unanswered reviews.
 */
export function useAttention() {
  return useQuery({
    queryKey: sellerListingKeys.attention(),
    queryFn: async ({ signal }): Promise<AttentionCounts> => {
      const fetchOptions = { signal };
      const [refunds, reviews, parties] = await Promise.all([
        tsr.seller.listRefundRequests.query({
          query: { page: 1, size: 1, status: 'REQUESTED' },
          fetchOptions,
        }),
        tsr.seller.listSellerReviews.query({ query: { page: 1, size: 50 }, fetchOptions }),
        tsr.sellerPosts.listSellerSubscriptionPosts.query({
          query: { page: 1, size: 50, status: 'open' },
          fetchOptions,
        }),
      ]);
      if (refunds.status !== 200 || reviews.status !== 200 || parties.status !== 200) {
        throw new ApiError('UNEXPECTED_RESPONSE', 'HTTP', 500);
      }
      // Each party of the list carries its pending join requests: one call, not one per party.
      const pendingMembers = parties.body.response.reduce(
        (sum, party) => sum + party.pendingMemberCount,
        0,
      );
      return {
        pendingMembers,
        refundRequests: refunds.body.pagination.totalCount,
        unansweredReviews: reviews.body.response.filter((review) => !review.answer).length,
      };
    },
  });
}
