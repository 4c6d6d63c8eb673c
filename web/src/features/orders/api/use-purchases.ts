import type { Pagination, PurchasedCode, PurchasedCoupon } from '@market/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { selectPage, selectResponse, successOf, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { orderKeys } from './order-keys';

/** The post types whose purchases have a PIN or code: /my/ecoupons and /my/digital-codes. */
export type SecretPostType = 'COUPON' | 'CODE';

/** Purchases on one page of /my/ecoupons and /my/digital-codes. */
export const PURCHASES_PAGE_SIZE = 10;

export interface PurchasesFilter {
  page: number;
  /** '' for every purchase. */
  keyword: string;
}

type ListArgs = {
  query: { page: number; size: number; keyword?: string };
  fetchOptions: { signal?: AbortSignal };
};
type OneArgs = { params: { seq: number }; fetchOptions: { signal?: AbortSignal } };

/**
 * The contract's routes of each type: its list and one purchase. Picked from a table so that one
 * page serves both types with one query observer (why the hooks use plain `useQuery`). The cache
 * holds each route's answer, as a route's own hook would, and `select` takes the payload.
 */
const purchaseRoutesOf = {
  COUPON: {
    list: async (args: ListArgs) => successOf(await tsr.orders.listCouponOrders.query(args)),
    one: async (args: OneArgs) => successOf(await tsr.orders.getCouponOrder.query(args)),
  },
  CODE: {
    list: async (args: ListArgs) => successOf(await tsr.orders.listCodeOrders.query(args)),
    one: async (args: OneArgs) => successOf(await tsr.orders.getCodeOrder.query(args)),
  },
} satisfies Record<SecretPostType, object>;

type Routes = (typeof purchaseRoutesOf)[SecretPostType];
type ListAnswer = Awaited<ReturnType<Routes['list']>>;
type OneAnswer = Awaited<ReturnType<Routes['one']>>;
type PurchasesPage = { items: (PurchasedCoupon | PurchasedCode)[]; pagination: Pagination };

/** One page of the coupons or codes the member bought, newest first, optionally by keyword. */
export function usePurchases(postType: SecretPostType, { page, keyword }: PurchasesFilter) {
  const token = useSessionToken();
  const query = { page, size: PURCHASES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  // eslint-disable-next-line no-restricted-syntax -- the route is picked by type (table above)
  return useQuery({
    queryKey: orderKeys.purchaseList(token, postType, query),
    queryFn: ({ signal }): Promise<ListAnswer> =>
      purchaseRoutesOf[postType].list({ query, fetchOptions: { signal } }),
    select: (answer): PurchasesPage => selectPage(answer),
    placeholderData: keepPreviousData,
  });
}

/**
 * A bought coupon or code with its PIN or code (GET /api/order/coupon/{seq}/view,
 * /api/order/code/{seq}/view); `seq` 0 asks for nothing.
 */
export function usePurchase(postType: SecretPostType, seq: number) {
  const token = useSessionToken();
  // eslint-disable-next-line no-restricted-syntax -- the route is picked by type (table above)
  return useQuery({
    queryKey: orderKeys.purchase(token, postType, seq),
    queryFn: ({ signal }): Promise<OneAnswer> =>
      purchaseRoutesOf[postType].one({ params: { seq }, fetchOptions: { signal } }),
    select: selectResponse,
    enabled: seq > 0,
  });
}
