import type {
  BuyerInfo,
  CodePost,
  CouponPost,
  Pagination,
  SellerCodePost,
  SellerCouponPost,
  SellerSubscriptionPost,
  SubscriptionPost,
} from '@market/contract';
import type { PostType, ProductStatusFilter, SubscriptionStatusFilter } from '@market/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { sellerListingKeys } from './seller-listing-keys';

/** What a console list asks for (SPEC §2: category, keyword, page and status in the address). */
export interface SellerListQuery {
  page: number;
  size?: number;
  category?: number;
  keyword?: string;
  /** A filter word of the type: open/closed/expiring for parties, on_sale/sold otherwise. */
  status?: SubscriptionStatusFilter | ProductStatusFilter;
}

export type SellerListItem = SubscriptionPost | CouponPost | CodePost;
export type SellerPost = SellerSubscriptionPost | SellerCouponPost | SellerCodePost;

export interface SellerListPage {
  items: SellerListItem[];
  pagination: Pagination;
}

const unexpected = (status: number) =>
  new ApiError('UNEXPECTED_RESPONSE', `HTTP ${status}`, status);

function cleanQuery(query: SellerListQuery): SellerListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as SellerListQuery;
}

/** One page of the seller's own posts of a type; the three types are three routes. */
export async function fetchSellerList(
  postType: PostType,
  query: SellerListQuery,
  signal?: AbortSignal,
): Promise<SellerListPage> {
  const fetchOptions = { signal };
  const { status, ...rest } = query;
  const result =
    postType === 'SUBSCRIPTION'
      ? await tsr.sellerPosts.listSellerSubscriptionPosts.query({
          query: { ...rest, status: status as SubscriptionStatusFilter | undefined },
          fetchOptions,
        })
      : postType === 'COUPON'
        ? await tsr.sellerPosts.listSellerCouponPosts.query({
            query: { ...rest, status: status as ProductStatusFilter | undefined },
            fetchOptions,
          })
        : await tsr.sellerPosts.listSellerCodePosts.query({
            query: { ...rest, status: status as ProductStatusFilter | undefined },
            fetchOptions,
          });
  if (result.status !== 200) throw unexpected(result.status);
  return { items: result.body.response, pagination: result.body.pagination };
}

export function useSellerList(postType: PostType, query: SellerListQuery) {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: sellerListingKeys.list(postType, clean),
    queryFn: ({ signal }) => fetchSellerList(postType, clean, signal),
    placeholderData: keepPreviousData,
  });
}

/** One of the seller's posts with its secret parts; another seller's post answers 404. */
export async function fetchSellerPost(
  postType: PostType,
  seq: number,
  signal?: AbortSignal,
): Promise<SellerPost> {
  const args = { params: { seq }, fetchOptions: { signal } };
  const result =
    postType === 'SUBSCRIPTION'
      ? await tsr.sellerPosts.getSellerSubscriptionPost.query(args)
      : postType === 'COUPON'
        ? await tsr.sellerPosts.getSellerCouponPost.query(args)
        : await tsr.sellerPosts.getSellerCodePost.query(args);
  if (result.status !== 200) throw unexpected(result.status);
  return result.body.response;
}

/** The seller's post `seq` (null: the address named none, nothing is asked). */
export function useSellerPost(postType: PostType, seq: number | null) {
  return useQuery({
    queryKey: sellerListingKeys.detail(postType, seq ?? 0),
    queryFn: ({ signal }) => fetchSellerPost(postType, seq ?? 0, signal),
    enabled: seq !== null,
  });
}

/** Who bought a coupon or code and the purchase's state (404 while unsold). */
export function useBuyerInfo(postType: 'COUPON' | 'CODE', seq: number | null, enabled = true) {
  return useQuery({
    queryKey: sellerListingKeys.buyer(postType, seq ?? 0),
    queryFn: async ({ signal }): Promise<BuyerInfo> => {
      const args = { params: { seq: seq ?? 0 }, fetchOptions: { signal } };
      const result =
        postType === 'COUPON'
          ? await tsr.sellerPosts.getCouponBuyer.query(args)
          : await tsr.sellerPosts.getCodeBuyer.query(args);
      if (result.status !== 200) throw unexpected(result.status);
      return result.body.response;
    },
    enabled: seq !== null && enabled,
  });
}

/** The members of a party: active, pending, removed (and rejected). */
export function usePartyMembers(seq: number | null) {
  return tsr.sellerPosts.listPartyMembers.useQuery({
    queryKey: sellerListingKeys.members(seq ?? 0),
    queryData: { params: { seq: seq ?? 0 } },
    select: (result) => result.body.response,
    enabled: seq !== null,
  });
}
