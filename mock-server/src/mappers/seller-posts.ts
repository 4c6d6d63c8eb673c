/**
 * The seller's own coupons and codes (contract `schemas/seller-post.ts`): the post with its secret
 * value and buyer, and who bought it for the /buyer screen.
 */
import type { BuyerInfo, SellerCodePost, SellerCouponPost } from '@market/contract';
import { autoConfirmAt } from '@market/domain';
import type { ProductPostRecord, World } from '@market/fixtures';
import { TradeIndex } from '../services/orders/item-status';
import { type Sale, saleOfProduct } from '../services/seller/sales';
import { toMemberSummary } from './order';
import { toProductPost } from './posts';
import { wireDateTime, wireDateTimeOrNull } from './wire';

export function toSellerProductPost<T extends 'COUPON' | 'CODE'>(
  world: World,
  record: ProductPostRecord,
  type: T,
): T extends 'COUPON' ? SellerCouponPost : SellerCodePost {
  const sale = saleOfProduct(world, type, record);
  return {
    ...toProductPost(world, record, type),
    value: record.secret,
    countries: record.countries ?? [],
    images: record.images ?? [],
    buyer: sale ? toMemberSummary(world, sale.order.userSeq) : null,
    soldAt: sale ? wireDateTimeOrNull(sale.order.paidAt) : null,
  } as T extends 'COUPON' ? SellerCouponPost : SellerCodePost;
}

export function toBuyerInfo(world: World, sale: Sale): BuyerInfo {
  const { order, item } = sale;
  const status = new TradeIndex(world).statusOf(order, item.seq);
  const paidAt = order.paidAt ?? order.createdAt;
  const confirmAt =
    order.confirmedAt !== null
      ? order.confirmedAt
      : status === 'PAID'
        ? autoConfirmAt(new Date(paidAt)).getTime()
        : null;
  return {
    buyer: toMemberSummary(world, order.userSeq),
    productId: item.seq,
    orderId: order.id,
    price: item.price,
    status,
    purchasedAt: wireDateTime(paidAt),
    confirmAt: wireDateTimeOrNull(confirmAt),
  };
}
