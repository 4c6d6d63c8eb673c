import type { Post } from '@market/contract';
import type { PostType, PromotionItem } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectResponse, successOf, tsr } from '@/lib/api-client';
import { readTable, useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

const inventoryOf = readTable({
  PICK: tsr.seller.getPickInventory,
  UP: tsr.seller.getUpInventory,
} satisfies Record<PromotionItem, unknown>);

/** Unused units of an item and the posts they were spent on (POST /api/seller/buts/pick or /up). */
export function usePromotionInventory(item: PromotionItem) {
  const token = useSessionToken();
  // A read sent as POST (SPEC §7).
  return useApiQuery(inventoryOf[item], {
    queryKey: sellerBusinessKeys.inventory(token, item),
    queryData: {},
    select: selectResponse,
  });
}

/** Buy units with e-money (POST /api/seller/buts/item); the inventory and balances follow. */
export function useBuyPromotionItems() {
  return tsr.seller.buyPromotionItems.useMutation({ meta: { successToast: 'saved' } });
}

/** Spend a unit on a post (POST /api/seller/buts/pick/use or /up/use). */
export function useSpendPromotion(item: PromotionItem) {
  const mutation = item === 'PICK' ? tsr.seller.usePick : tsr.seller.useUp;
  return mutation.useMutation({ meta: { successToast: 'saved' } });
}

/** The perks offered to sellers (GET /api/seller/perks). */
export function useSellerPerks() {
  const token = useSessionToken();
  return useApiQuery(tsr.seller.listSellerPerks, {
    queryKey: sellerBusinessKeys.perks(token),
    select: selectResponse,
  });
}

/** The most posts offered when choosing where to spend a unit; a keyword narrows them. */
export const PROMOTABLE_POSTS_MAX = 100;

type PromotableArgs = {
  query: { page: number; size: number; keyword?: string };
  fetchOptions?: RequestInit;
};

/** Each type's list of the seller's posts a unit can be spent on: still on sale or recruiting. */
const promotableRouteOf: Record<PostType, (args: PromotableArgs) => Promise<Post[]>> = {
  SUBSCRIPTION: async ({ query, fetchOptions }) =>
    successOf(
      await tsr.sellerPosts.listSellerSubscriptionPosts.query({
        query: { ...query, status: 'open' },
        fetchOptions,
      }),
    ).body.response,
  COUPON: async ({ query, fetchOptions }) =>
    successOf(
      await tsr.sellerPosts.listSellerCouponPosts.query({
        query: { ...query, status: 'on_sale' },
        fetchOptions,
      }),
    ).body.response,
  CODE: async ({ query, fetchOptions }) =>
    successOf(
      await tsr.sellerPosts.listSellerCodePosts.query({
        query: { ...query, status: 'on_sale' },
        fetchOptions,
      }),
    ).body.response,
};

/**
 * The seller's posts a unit can be spent on, of one type: coupons and codes on sale, parties still
 * recruiting (GET /api/seller/{coupon,code}/list, /api/seller/subscribe/share/list), the route
 * picked by type.
 */
export function usePromotablePosts(type: PostType, keyword: string) {
  const token = useSessionToken();
  const query = { page: 1, size: PROMOTABLE_POSTS_MAX, ...(keyword ? { keyword } : {}) };
  const queryKey = [...sellerBusinessKeys.onSalePosts(token), type, query] as const;
  return useApiQuery(promotableRouteOf[type], {
    queryKey,
    queryData: { query },
    placeholderData: keepPreviousData,
  });
}
