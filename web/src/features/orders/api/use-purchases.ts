import type { Pagination, PurchasedCode, PurchasedCoupon } from '@market/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, selectResponse, tsr } from '@/lib/api-client';
import { readTable, useApiQuery } from '@/lib/api-query';
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

/**
 * The contract's routes of each type: its list and one purchase. Picked from a table so that one
 * page serves both types with one query observer. The cache holds each route's answer, and
 * `select` takes the payload.
 */
const purchaseListOf = readTable({
  COUPON: tsr.orders.listCouponOrders,
  CODE: tsr.orders.listCodeOrders,
} satisfies Record<SecretPostType, unknown>);
const purchaseOf = readTable({
  COUPON: tsr.orders.getCouponOrder,
  CODE: tsr.orders.getCodeOrder,
} satisfies Record<SecretPostType, unknown>);

type PurchasesPage = { items: (PurchasedCoupon | PurchasedCode)[]; pagination: Pagination };

/** One page of the coupons or codes the member bought, newest first, optionally by keyword. */
export function usePurchases(postType: SecretPostType, { page, keyword }: PurchasesFilter) {
  const token = useSessionToken();
  const query = { page, size: PURCHASES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  return useApiQuery(purchaseListOf[postType], {
    queryKey: orderKeys.purchaseList(token, postType, query),
    queryData: { query },
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
  return useApiQuery(purchaseOf[postType], {
    queryKey: orderKeys.purchase(token, postType, seq),
    queryData: { params: { seq } },
    select: selectResponse,
    enabled: seq > 0,
  });
}
