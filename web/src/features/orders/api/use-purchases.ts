import type { PurchasedCode, PurchasedCoupon } from '@market/contract';
import { keepPreviousData } from '@tanstack/react-query';
import type { PagedQuery } from '@/components/PagedList';
import { selectPage, selectResponse, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';
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

/** One page of the coupons or codes the member bought, newest first, optionally by keyword. */
export function usePurchases(postType: SecretPostType, { page, keyword }: PurchasesFilter) {
  const token = useSessionToken();
  const query = { page, size: PURCHASES_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const queryKey = orderKeys.purchaseList(token, postType, query);
  const coupons = tsr.orders.listCouponOrders.useQuery({
    queryKey,
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled: postType === 'COUPON',
  });
  const codes = tsr.orders.listCodeOrders.useQuery({
    queryKey,
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled: postType === 'CODE',
  });
  const result: PagedQuery<PurchasedCoupon | PurchasedCode> =
    postType === 'COUPON' ? coupons : codes;
  return result;
}

/** A bought coupon with its PIN (GET /api/order/coupon/{seq}/view). */
export function useCouponPurchase(seq: number, enabled = true) {
  const token = useSessionToken();
  return tsr.orders.getCouponOrder.useQuery({
    queryKey: orderKeys.purchase(token, 'COUPON', seq),
    queryData: { params: { seq } },
    select: selectResponse,
    enabled,
  });
}

/** A bought digital code with the code itself (GET /api/order/code/{seq}/view). */
export function useCodePurchase(seq: number, enabled = true) {
  const token = useSessionToken();
  return tsr.orders.getCodeOrder.useQuery({
    queryKey: orderKeys.purchase(token, 'CODE', seq),
    queryData: { params: { seq } },
    select: selectResponse,
    enabled,
  });
}
