/**
 * The status of one purchased item. An order has one status, but refunds are per item: an item with
 * a refund under way or granted shows that, and the other items of an order held by a refund
 * request show where they stand themselves (paid, or confirmed).
 */
import type { OrderStatus } from '@market/domain';
import type { OrderRecord, RefundRecord, ReviewRecord, World } from '@market/world';
import { refundsOfItem, reviewsOfItem } from '../indexes';

export function itemStatus(order: OrderRecord, refund: RefundRecord | undefined): OrderStatus {
  if (refund?.status === 'APPROVED') return 'REFUNDED';
  if (refund?.status === 'REQUESTED') return 'REFUND_REQUESTED';
  if (order.status === 'REFUND_REQUESTED' || order.status === 'REFUNDED') {
    return order.confirmedAt === null ? 'PAID' : 'CONFIRMED';
  }
  return order.status;
}

/** Reviews and refunds by purchased item (indexes.ts). */
export class TradeIndex {
  constructor(private readonly world: World) {}

  /** The item's review (the latest, were there several). */
  reviewOf(itemSeq: number): ReviewRecord | undefined {
    return reviewsOfItem.of(this.world, itemSeq).at(-1);
  }

  /** The item's latest refund request, whatever its outcome. */
  refundOf(itemSeq: number): RefundRecord | undefined {
    return refundsOfItem.of(this.world, itemSeq).at(-1);
  }

  statusOf(order: OrderRecord, itemSeq: number): OrderStatus {
    return itemStatus(order, this.refundOf(itemSeq));
  }
}
