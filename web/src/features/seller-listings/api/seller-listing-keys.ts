/**
 * Query keys of the seller's listings. Every key starts with `seller-listings` and the session
 * token (one seller's listings are never served to the next); a mutation on a post invalidates its
 * detail, its members or buyer, every list and the home's counts.
 */
import type { PostType } from '@market/domain';
import type { SellerListQuery } from './use-seller-posts';

type Token = string | null;

const all = ['seller-listings'] as const;
const scope = (token: Token) => [...all, token] as const;

export const sellerListingKeys = {
  all,
  scope,
  lists: (token: Token) => [...scope(token), 'list'] as const,
  list: (token: Token, postType: PostType, query: SellerListQuery) =>
    [...sellerListingKeys.lists(token), postType, query] as const,
  details: (token: Token) => [...scope(token), 'detail'] as const,
  detail: (token: Token, postType: PostType, seq: number) =>
    [...sellerListingKeys.details(token), postType, seq] as const,
  members: (token: Token, seq: number) => [...scope(token), 'members', seq] as const,
  buyer: (token: Token, postType: PostType, seq: number) =>
    [...scope(token), 'buyer', postType, seq] as const,
  home: (token: Token) => [...scope(token), 'home'] as const,
  counts: (token: Token) => [...sellerListingKeys.home(token), 'counts'] as const,
  attention: (token: Token) => [...sellerListingKeys.home(token), 'attention'] as const,
};
