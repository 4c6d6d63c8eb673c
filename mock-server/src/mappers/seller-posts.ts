/**
 * The seller's own coupons and codes (contract `schemas/seller-post.ts`): the post with its secret
 * value and buyer, and who bought it for the /buyer screen.
 */
import type { BuyerInfo, SellerCodePost, SellerCouponPost } from '@market/contract';
import type { SaleView, SellerProductView } from '../services/seller/sales';
import { toProductPost } from './posts';
import { toMemberSummary } from './user';
import { wireDateTime, wireDateTimeOrNull } from './wire';

/** The seller's post, with its buyer (the service's `sellerProductView`) or null while unsold. */
export function toSellerProductPost<T extends 'COUPON' | 'CODE'>(
  view: SellerProductView,
  type: T,
): T extends 'COUPON' ? SellerCouponPost : SellerCodePost {
  return {
    ...toProductPost(view, type),
    value: view.record.secret,
    countries: view.record.countries ?? [],
    images: view.record.images ?? [],
    buyer: view.buyer && toMemberSummary(view.buyer),
    soldAt: wireDateTimeOrNull(view.soldAt),
  } as T extends 'COUPON' ? SellerCouponPost : SellerCodePost;
}

export function toBuyerInfo(sale: SaleView): BuyerInfo {
  const { order, item } = sale;
  return {
    buyer: toMemberSummary(sale.buyer),
    productId: item.seq,
    orderId: order.id,
    price: item.price,
    status: sale.status,
    purchasedAt: wireDateTime(order.paidAt ?? order.createdAt),
    confirmAt: wireDateTimeOrNull(sale.confirmAt),
  };
}
