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
import {
  type ProductStatusFilter,
  type SubscriptionStatusFilter,
  type PostType,
  productStatusFilters,
  subscriptionStatusFilters,
} from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, selectResponse, successOf, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
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

/** The types sold once to one buyer (a party has members instead). */
export type SoldPostType = Exclude<PostType, 'SUBSCRIPTION'>;

/** The filter words of each type's console list (domain's filter mappings). */
export const statusFiltersOf: Record<
  PostType,
  readonly (SubscriptionStatusFilter | ProductStatusFilter)[]
> = {
  SUBSCRIPTION: subscriptionStatusFilters,
  COUPON: productStatusFilters,
  CODE: productStatusFilters,
};

export type SellerListItem = SubscriptionPost | CouponPost | CodePost;
export type SellerPost = SellerSubscriptionPost | SellerCouponPost | SellerCodePost;

export interface SellerListPage {
  items: SellerListItem[];
  pagination: Pagination;
}

function cleanQuery(query: SellerListQuery): SellerListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as SellerListQuery;
}

type ListArgs = { query: Omit<SellerListQuery, 'status'>; fetchOptions?: RequestInit };

/**
 * The seller's list route of each type; parties filter by their own status words
 * (`statusFiltersOf`), so each entry narrows the filter to its own.
 */
const sellerListRouteOf: Record<
  PostType,
  (args: ListArgs, status: SellerListQuery['status']) => Promise<SellerListPage>
> = {
  SUBSCRIPTION: async (args, status) =>
    selectPage(
      successOf(
        await tsr.sellerPosts.listSellerSubscriptionPosts.query({
          ...args,
          query: { ...args.query, status: status as SubscriptionStatusFilter | undefined },
        }),
      ),
    ),
  COUPON: async (args, status) =>
    selectPage(
      successOf(
        await tsr.sellerPosts.listSellerCouponPosts.query({
          ...args,
          query: { ...args.query, status: status as ProductStatusFilter | undefined },
        }),
      ),
    ),
  CODE: async (args, status) =>
    selectPage(
      successOf(
        await tsr.sellerPosts.listSellerCodePosts.query({
          ...args,
          query: { ...args.query, status: status as ProductStatusFilter | undefined },
        }),
      ),
    ),
};

/**
 * One page of the seller's own posts of a type; the three types are three routes, picked from a
 * table so that one console list serves all three with one query observer.
 */
export function fetchSellerList(
  postType: PostType,
  query: SellerListQuery,
  fetchOptions?: RequestInit,
): Promise<SellerListPage> {
  const { status, ...rest } = query;
  return sellerListRouteOf[postType]({ query: rest, fetchOptions }, status);
}

export function useSellerList(postType: PostType, query: SellerListQuery) {
  const token = useSessionToken();
  const clean = cleanQuery(query);
  return useApiQuery(
    ({ fetchOptions }: { fetchOptions?: RequestInit }) =>
      fetchSellerList(postType, clean, fetchOptions),
    { queryKey: sellerListingKeys.list(token, postType, clean), placeholderData: keepPreviousData },
  );
}

type DetailArgs = { params: { seq: number }; fetchOptions?: RequestInit };

/** The route of each type that answers one of the seller's posts with its secret parts. */
const sellerPostRouteOf: Record<PostType, (args: DetailArgs) => Promise<SellerPost>> = {
  SUBSCRIPTION: async (args) =>
    selectResponse(successOf(await tsr.sellerPosts.getSellerSubscriptionPost.query(args))),
  COUPON: async (args) =>
    selectResponse(successOf(await tsr.sellerPosts.getSellerCouponPost.query(args))),
  CODE: async (args) =>
    selectResponse(successOf(await tsr.sellerPosts.getSellerCodePost.query(args))),
};

/** The route of each sold type that answers who bought it (404 while unsold). */
const buyerRouteOf: Record<SoldPostType, (args: DetailArgs) => Promise<BuyerInfo>> = {
  COUPON: async (args) =>
    selectResponse(successOf(await tsr.sellerPosts.getCouponBuyer.query(args))),
  CODE: async (args) => selectResponse(successOf(await tsr.sellerPosts.getCodeBuyer.query(args))),
};

/**
 * The seller's post `seq` with its secret parts (null: the address named none, nothing is asked);
 * another seller's post answers 404.
 */
export function useSellerPost(postType: PostType, seq: number | null) {
  const token = useSessionToken();
  return useApiQuery(sellerPostRouteOf[postType], {
    queryKey: sellerListingKeys.detail(token, postType, seq ?? 0),
    queryData: { params: { seq: seq ?? 0 } },
    enabled: seq !== null,
  });
}

/** Who bought a coupon or code and the purchase's state (404 while unsold). */
export function useBuyerInfo(postType: SoldPostType, seq: number | null, enabled = true) {
  const token = useSessionToken();
  return useApiQuery(buyerRouteOf[postType], {
    queryKey: sellerListingKeys.buyer(token, postType, seq ?? 0),
    queryData: { params: { seq: seq ?? 0 } },
    enabled: seq !== null && enabled,
  });
}

/** The members of a party: active, pending, removed (and rejected). */
export function usePartyMembers(seq: number | null) {
  const token = useSessionToken();
  return useApiQuery(tsr.sellerPosts.listPartyMembers, {
    queryKey: sellerListingKeys.members(token, seq ?? 0),
    queryData: { params: { seq: seq ?? 0 } },
    select: (result) => result.body.response,
    enabled: seq !== null,
  });
}
