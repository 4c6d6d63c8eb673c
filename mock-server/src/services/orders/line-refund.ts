/**
 * What one line of an order gives back, and whether it already did (decision 030). Every path that
 * returns a line's money (a refund approved, a sale cancelled, a party member turned down) goes
 * through `returnLine`, which refuses a line already returned: each line is returned at most once.
 * What it gives back is domain's `lineRefund`, the figure the leave dialog shows beforehand.
 */
import {
  type LineRefund,
  allocateOrderTotal,
  lineRefund,
  refundSplit,
  saleSettlement,
} from '@market/domain';
import type { OrderItemRecord, OrderRecord, SubscriptionPostRecord, World } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { unwrap } from '../../store/transaction';
import { ledgerOfRef, refundsOfOrder } from '../indexes';
import { credit, debit } from '../ledger';
import { membershipOfItem, postRecordOf } from './lookup';

export interface Sale {
  order: OrderRecord;
  item: OrderItemRecord;
}

/** What the buyer paid for one line: its price and its share of the order fee. */
export function paidForLine({ order, item }: Sale): number {
  const amounts = allocateOrderTotal({
    prices: order.items.map((line) => line.price),
    fee: order.fee,
  });
  const index = order.items.findIndex((line) => line.seq === item.seq);
  if (index < 0) throw new Error(`line ${item.seq} is not part of ${order.id}`);
  return amounts[index]!;
}

/** The line's refund at `now`: whole, or for a seat in use its price for the days to come. */
export function lineRefundAt(world: World, sale: Sale, now: number): LineRefund {
  const { order, item } = sale;
  let seat = null;
  if (item.postType === 'SUBSCRIPTION') {
    const party = postRecordOf(world, 'SUBSCRIPTION', item.postSeq) as SubscriptionPostRecord;
    const member = membershipOfItem(world, order, item);
    seat = {
      // Approved once (ACTIVE, or REMOVED after): the seat has been in use since.
      inUse: member !== undefined && (member.status === 'ACTIVE' || member.status === 'REMOVED'),
      startsAt: party.subscriptionStartsAt,
      endsAt: party.subscriptionEndsAt,
    };
  }
  return lineRefund({ paid: paidForLine(sale), price: item.price, seat, now: new Date(now) });
}

/** Whether the line's money already went back: a refund of it approved, or its order cancelled. */
export function isLineReturned(world: World, { order, item }: Sale): boolean {
  if (order.status === 'CANCELLED') return true;
  return refundsOfOrder
    .of(world, order.id)
    .some((refund) => refund.orderItemSeq === item.seq && refund.status === 'APPROVED');
}

/** What one user's ledger entries naming the order add up to, per wallet, for one reason. */
function sumOf(world: World, userSeq: number, order: OrderRecord, reason: 'REFUND' | 'SALE') {
  const sum = { points: 0, emoney: 0 };
  for (const entry of unwrap(ledgerOfRef.of(world, order.id))) {
    if (entry.userSeq !== userSeq || entry.reason !== reason) continue;
    if (entry.wallet === 'POINTS') sum.points += entry.amount;
    else sum.emoney += entry.amount;
  }
  return sum;
}

/**
 * What the seller of a line still holds of what its confirmation paid them: the line's proceeds,
 * at most what the order credited the seller less what earlier returns took back. Nothing when the
 * purchase was never confirmed (or the line was held out of the confirmation).
 */
function sellerShareToReturn(world: World, { order, item }: Sale): number {
  const credited = sumOf(world, item.sellerSeq, order, 'SALE').emoney;
  const takenBack = -sumOf(world, item.sellerSeq, order, 'REFUND').emoney;
  const { proceeds } = saleSettlement(item.price, world.fees.brokerageRate);
  return Math.max(0, Math.min(proceeds, credited - takenBack));
}

/**
 * Gives `amount` of a line back to its buyer, into the wallets the order was paid from (domain's
 * `refundSplit`), and takes back from the seller what the line's confirmation paid them, if it was
 * confirmed. 409 LINE_ALREADY_RETURNED when the line's money went back before; 409
 * INSUFFICIENT_BALANCE when the seller cannot give the proceeds back. Run inside a transaction.
 */
export function returnLine(world: World, sale: Sale, amount: number, at: number): void {
  const { order, item } = sale;
  if (isLineReturned(world, sale)) {
    throw new ApiFailure(
      'LINE_ALREADY_RETURNED',
      `The money of line ${item.seq} of ${order.id} already went back to the buyer`,
    );
  }
  const returned = sumOf(world, order.userSeq, order, 'REFUND');
  const toBuyer = refundSplit({
    amount,
    paidWithPoints: order.paidWithPoints,
    paidWithEmoney: order.paidWithEmoney,
    returnedPoints: returned.points,
    returnedEmoney: returned.emoney,
  });
  const ref = order.id;
  debit(world, {
    userSeq: item.sellerSeq,
    wallet: 'EMONEY',
    amount: sellerShareToReturn(world, sale),
    reason: 'REFUND',
    ref,
    at,
  });
  const buyer = { userSeq: order.userSeq, reason: 'REFUND', ref, at } as const;
  credit(world, { ...buyer, wallet: 'POINTS', amount: toBuyer.points });
  credit(world, { ...buyer, wallet: 'EMONEY', amount: toBuyer.emoney });
}
