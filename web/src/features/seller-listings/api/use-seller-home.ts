import type { PostType } from '@market/domain';
import { successOf, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerListingKeys } from './seller-listing-keys';
import { fetchSellerList, statusFiltersOf, type SellerListQuery } from './use-seller-posts';

export interface TypeCounts {
  postType: PostType;
  total: number;
  byStatus: { status: NonNullable<SellerListQuery['status']>; count: number }[];
}

type FetchArgs = { fetchOptions?: RequestInit };

const countOf = async (postType: PostType, query: SellerListQuery, fetchOptions?: RequestInit) =>
  (await fetchSellerList(postType, { ...query, page: 1, size: 1 }, fetchOptions)).pagination
    .totalCount;

/** One answer of many calls of three routes: each type's list total, in all and by state. */
const listingCounts = ({ fetchOptions }: FetchArgs) =>
  Promise.all(
    (['SUBSCRIPTION', 'COUPON', 'CODE'] as const).map(async (postType): Promise<TypeCounts> => {
      const statuses = statusFiltersOf[postType];
      const [total, ...counts] = await Promise.all([
        countOf(postType, { page: 1 }, fetchOptions),
        ...statuses.map((status) => countOf(postType, { page: 1, status }, fetchOptions)),
      ]);
      return {
        postType,
        total: total ?? 0,
        byStatus: statuses.map((status, index) => ({ status, count: counts[index] ?? 0 })),
      };
    }),
  );

/** How many posts of each type the seller has, in all and by state (the lists' totals). */
export function useListingCounts() {
  const token = useSessionToken();
  return useApiQuery(listingCounts, { queryKey: sellerListingKeys.counts(token) });
}

/** An open party with members waiting for the founder's approval. */
export interface PartyWithRequests {
  seq: number;
  /** The post's title as the wire has it (JSON text of every language). */
  title: string;
  pendingMembers: number;
}

export interface AttentionCounts {
  /** Members waiting for approval across the open parties. */
  pendingMembers: number;
  /** The parties they wait in, most waiting first. */
  partiesWithRequests: PartyWithRequests[];
  /** Refund requests waiting for a decision. */
  refundRequests: number;
  /** Reviews with no answer yet (of the latest page). */
  unansweredReviews: number;
}

/** One answer of three routes: what needs the seller. */
async function attention({ fetchOptions }: FetchArgs): Promise<AttentionCounts> {
  const [refunds, reviews, parties] = await Promise.all([
    tsr.seller.listRefundRequests
      .query({ query: { page: 1, size: 1, status: 'REQUESTED' }, fetchOptions })
      .then(successOf),
    tsr.seller.listSellerReviews
      .query({ query: { page: 1, size: 50 }, fetchOptions })
      .then(successOf),
    tsr.sellerPosts.listSellerSubscriptionPosts
      .query({ query: { page: 1, size: 50, status: 'open' }, fetchOptions })
      .then(successOf),
  ]);
  // Each party of the list carries its pending join requests: one call, not one per party.
  const partiesWithRequests = parties.body.response
    .filter((party) => party.pendingMemberCount > 0)
    .map((party) => ({
      seq: party.seq,
      title: party.title,
      pendingMembers: party.pendingMemberCount,
    }))
    .sort((a, b) => b.pendingMembers - a.pendingMembers);
  return {
    pendingMembers: partiesWithRequests.reduce((sum, party) => sum + party.pendingMembers, 0),
    partiesWithRequests,
    refundRequests: refunds.body.pagination.totalCount,
    unansweredReviews: reviews.body.response.filter((review) => !review.answer).length,
  };
}

/**
 * What needs the seller: pending join requests (summed over the open parties of the list),
 * requested refunds and unanswered reviews.
 */
export function useAttention() {
  const token = useSessionToken();
  return useApiQuery(attention, { queryKey: sellerListingKeys.attention(token) });
}
