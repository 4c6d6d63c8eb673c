/**
 * The seller's decision on a refund request (SPEC §4). Approving returns what the request names to
 * the buyer's wallets, takes the line's proceeds back from the seller if the purchase had already
 * been confirmed, and ends a refunded party seat; a refunded coupon or code stays SOLD (domain
 * `trades.ts`: its secret was shown). Rejecting keeps the money where it is and releases the order,
 * which then confirms as usual. A request is decided once: 409 ALREADY_DECIDED after that (also
 * once another path returned the line and closed the request: see line-refund.ts).
 */
import { holdsSeat } from '@market/domain';
import type { RefundRecord, World } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { findOrder } from '../indexes';
import { settleDueOrders } from '../orders/confirmation';
import { membershipOfItem } from '../orders/lookup';
import { returnLine } from '../orders/line-refund';
import { ownRefund } from './ownership';
import { settleOrderStatus } from './sales';

function undecidedRefund(world: World, sellerSeq: number, refundSeq: number) {
  const refund = ownRefund(world, sellerSeq, refundSeq);
  if (refund.status !== 'REQUESTED') {
    throw new ApiFailure(
      'ALREADY_DECIDED',
      `Refund request ${refundSeq} is already ${refund.status.toLowerCase()}`,
    );
  }
  const order = findOrder(world, refund.orderId);
  const item = order?.items.find((line) => line.seq === refund.orderItemSeq);
  if (!order || !item) throw new Error(`refund ${refund.seq} refers to a missing order line`);
  return { refund, order, item };
}

export function approveRefund(
  world: World,
  sellerSeq: number,
  refundSeq: number,
  now: number,
): RefundRecord {
  const { refund, order, item } = undecidedRefund(world, sellerSeq, refundSeq);
  returnLine(world, { order, item }, refund.amount, now);
  refund.status = 'APPROVED';
  refund.decidedAt = now;
  if (item.postType === 'SUBSCRIPTION') {
    const member = membershipOfItem(world, order, item);
    if (member && holdsSeat(member.status)) {
      member.status = 'REMOVED';
      member.decidedAt = now;
    }
  }
  settleOrderStatus(world, order);
  return refund;
}

export function rejectRefund(
  world: World,
  sellerSeq: number,
  refundSeq: number,
  reason: string,
  now: number,
): RefundRecord {
  const { refund, order } = undecidedRefund(world, sellerSeq, refundSeq);
  refund.status = 'REJECTED';
  refund.decidedAt = now;
  refund.rejectReason = reason;
  settleOrderStatus(world, order);
  // Released from the refund request, the purchase may be due for confirmation already: the
  // rejection must answer (and the seller's balance show) it confirmed, as the next request would.
  settleDueOrders(world, now);
  return refund;
}
