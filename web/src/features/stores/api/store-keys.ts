/**
 * Query keys of the stores feature. Every key starts with `stores` and the seller, so
 * `invalidateQueries({ queryKey: storeKeys.seller(seq) })` refreshes one store's profile, stats,
 * posts and reviews together.
 */
import type { SellerPostsQuery, SellerReviewQuery } from '@market/contract';

export const storeKeys = {
  all: ['stores'] as const,
  seller: (sellerSeq: number) => [...storeKeys.all, sellerSeq] as const,
  profile: (sellerSeq: number) => [...storeKeys.seller(sellerSeq), 'profile'] as const,
  stats: (sellerSeq: number) => [...storeKeys.seller(sellerSeq), 'stats'] as const,
  posts: (sellerSeq: number, query: SellerPostsQuery) =>
    [...storeKeys.seller(sellerSeq), 'posts', query] as const,
  reviews: (sellerSeq: number, query: SellerReviewQuery) =>
    [...storeKeys.seller(sellerSeq), 'reviews', query] as const,
};
