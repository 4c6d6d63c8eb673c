/**
 * A buyer's refund request (SPEC §4: the buyer requests, the seller approves or rejects elsewhere).
 * Only a paid purchase that is not yet confirmed can be refunded; the request holds the order (it
 * will not confirm itself) until the seller decides.
 */
import { allocateOrderTotal } from '@market/domain';
import {
  type OrderItemRecord,
  type OrderRecord,
  type RefundRecord,
  type World,
  nextSeq,
} from '@market/fixtures';
import { ApiFailure } from '../../http/api-failure';
import { TradeIndex } from './item-status';
import { findOwnItem, purchaseReference } from './lookup';

/**
 * What goes back to the buyer if the refund is granted: what they paid for the line, its price plus
 * its share of the order fee (domain's `allocateOrderTotal`; the whole total for a one-line order, as
 * the seeded refunds have it).
 */
export function refundAmountOf(order: OrderRecord, item: OrderItemRecord): number {
  const paid = allocateOrderTotal({
    prices: order.items.map((line) => line.price),
    fee: order.fee,
  });
  return paid[order.items.indexOf(item)]!;
}

export function requestRefund(
  world: World,
  userSeq: number,
  itemSeq: number,
  reason: string,
  now: number,
): RefundRecord {
  const { order, item } = findOwnItem(world, userSeq, itemSeq);
  const status = new TradeIndex(world).statusOf(order, item.seq);
  switch (status) {
    case 'PAID':
      break;
    case 'CONFIRMED':
      throw new ApiFailure('ALREADY_CONFIRMED', 'The purchase is confirmed: it cannot be refunded');
    case 'REFUND_REQUESTED':
      throw new ApiFailure('REFUND_NOT_ALLOWED', 'A refund of this item is already requested');
    default:
      throw new ApiFailure('REFUND_NOT_ALLOWED', `The item is ${status.toLowerCase()}`);
  }
  const refund: RefundRecord = {
    seq: nextSeq(world, 'refunds'),
    ...purchaseReference({ order, item }),
    userSeq,
    sellerSeq: item.sellerSeq,
    amount: refundAmountOf(order, item),
    reason,
    status: 'REQUESTED',
    createdAt: now,
    decidedAt: null,
    rejectReason: null,
  };
  world.refunds.push(refund);
  order.status = 'REFUND_REQUESTED';
  return refund;
}
