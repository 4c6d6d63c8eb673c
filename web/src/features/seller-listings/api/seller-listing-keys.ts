/**
 * Query keys of the seller's listings. Every key starts with `seller-listings`; a mutation on a
 * post invalidates its detail, its members or buyer, every list and the home's counts.
 */
import type { PostType } from '@market/domain';
import type { SellerListQuery } from './use-seller-posts';

export const sellerListingKeys = {
  all: ['seller-listings'] as const,
  lists: () => [...sellerListingKeys.all, 'list'] as const,
  list: (postType: PostType, query: SellerListQuery) =>
    [...sellerListingKeys.lists(), postType, query] as const,
  details: () => [...sellerListingKeys.all, 'detail'] as const,
  detail: (postType: PostType, seq: number) =>
    [...sellerListingKeys.details(), postType, seq] as const,
  members: (seq: number) => [...sellerListingKeys.all, 'members', seq] as const,
  buyer: (postType: PostType, seq: number) =>
    [...sellerListingKeys.all, 'buyer', postType, seq] as const,
  home: () => [...sellerListingKeys.all, 'home'] as const,
  credits: () => [...sellerListingKeys.home(), 'credits'] as const,
  counts: () => [...sellerListingKeys.home(), 'counts'] as const,
  attention: () => [...sellerListingKeys.home(), 'attention'] as const,
};
