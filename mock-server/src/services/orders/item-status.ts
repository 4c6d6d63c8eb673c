/**
 * The status of one purchased item. An order has one status, but refunds are per item: an item with
 * a refund under way or granted shows that, and the other items of an order held by a refund
 * request show where they stand themselves (paid, or confirmed).
 */
import type { OrderStatus } from '@market/domain';
import type { OrderRecord, RefundRecord, ReviewRecord, World } from '@market/world';

export function itemStatus(order: OrderRecord, refund: RefundRecord | undefined): OrderStatus {
  if (refund?.status === 'APPROVED') return 'REFUNDED';
  if (refund?.status === 'REQUESTED') return 'REFUND_REQUESTED';
  if (order.status === 'REFUND_REQUESTED' || order.status === 'REFUNDED') {
    return order.confirmedAt === null ? 'PAID' : 'CONFIRMED';
  }
  return order.status;
}

/** Reviews and refunds by purchased item, indexed once per request. */
export class TradeIndex {
  private reviews?: Map<number, ReviewRecord>;
  private refunds?: Map<number, RefundRecord>;

  constructor(private readonly world: World) {}

  reviewOf(itemSeq: number) {
    if (!this.reviews) {
      this.reviews = new Map();
      for (const review of this.world.reviews) this.reviews.set(review.orderItemSeq, review);
    }
    return this.reviews.get(itemSeq);
  }

  /** The item's latest refund request, whatever its outcome. */
  refundOf(itemSeq: number): RefundRecord | undefined {
    if (!this.refunds) {
      this.refunds = new Map();
      // Ascending seq: a later request of the same item replaces an earlier one.
      for (const refund of this.world.refunds) this.refunds.set(refund.orderItemSeq, refund);
    }
    return this.refunds.get(itemSeq);
  }

  statusOf(order: OrderRecord, itemSeq: number): OrderStatus {
    return itemStatus(order, this.refundOf(itemSeq));
  }
}
