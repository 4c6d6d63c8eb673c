/**
 * The seller's own coupons and codes (contract `schemas/seller-post.ts`): the post with its secret
 * value and buyer, and who bought it for the /buyer screen.
 */
import type { BuyerInfo, SellerCodePost, SellerCouponPost } from '@market/contract';
import type { ProductPostRecord, World } from '@market/fixtures';
import type { Sale, SaleView } from '../services/seller/sales';
import { toMemberSummary } from './order';
import { toProductPost } from './posts';
import { wireDateTime, wireDateTimeOrNull } from './wire';

/** The seller's post, with its sale (the service's `saleOfProduct`) or null while unsold. */
export function toSellerProductPost<T extends 'COUPON' | 'CODE'>(
  world: World,
  record: ProductPostRecord,
  type: T,
  sale: Sale | null,
): T extends 'COUPON' ? SellerCouponPost : SellerCodePost {
  return {
    ...toProductPost(world, record, type),
    value: record.secret,
    countries: record.countries ?? [],
    images: record.images ?? [],
    buyer: sale ? toMemberSummary(world, sale.order.userSeq) : null,
    soldAt: sale ? wireDateTimeOrNull(sale.order.paidAt) : null,
  } as T extends 'COUPON' ? SellerCouponPost : SellerCodePost;
}

export function toBuyerInfo(world: World, sale: SaleView): BuyerInfo {
  const { order, item } = sale;
  return {
    buyer: toMemberSummary(world, order.userSeq),
    productId: item.seq,
    orderId: order.id,
    price: item.price,
    status: sale.status,
    purchasedAt: wireDateTime(order.paidAt ?? order.createdAt),
    confirmAt: wireDateTimeOrNull(sale.confirmAt),
  };
}
