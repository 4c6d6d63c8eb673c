/**
 * A buyer's refund request (SPEC §4: the buyer requests, the seller approves or rejects elsewhere).
 * Only a paid purchase that is not yet confirmed can be refunded; the request holds the order (it
 * will not confirm itself) until the seller decides.
 */
import type { ErrorCode } from '@market/contract';
import { type LineRefund, holdsSeat } from '@market/domain';
import { type RefundRecord, type SubscriptionPostRecord, type World, nextSeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { currentSubscriptionStatus } from '../party-status';
import { TradeIndex } from './item-status';
import { type Sale, lineRefundAt } from './line-refund';
import { findOwnItem, membershipOfItem, postRecordOf, purchaseReference } from './lookup';

type Refusal = { ok: false; code: ErrorCode; message: string };

/**
 * Whether the buyer may ask for a refund of a line now, and what it would give back: domain's
 * `lineRefund` (the figure the leave dialog shows is what approval pays). Refused for a line that
 * is confirmed, refunded, cancelled or already under a request, a party seat no longer held or of
 * a party that has ended (its members were compensated, or its period is over), and a line with
 * nothing left to give back.
 */
export function refundableNow(
  world: World,
  sale: Sale,
  now: number,
): ({ ok: true } & LineRefund) | Refusal {
  const { order, item } = sale;
  const status = new TradeIndex(world).statusOf(order, item.seq);
  const refuse = (code: ErrorCode, message: string): Refusal => ({ ok: false, code, message });
  switch (status) {
    case 'PAID':
      break;
    case 'CONFIRMED':
      return refuse('ALREADY_CONFIRMED', 'The purchase is confirmed: it cannot be refunded');
    case 'REFUND_REQUESTED':
      return refuse('REFUND_NOT_ALLOWED', 'A refund of this item is already requested');
    default:
      return refuse('REFUND_NOT_ALLOWED', `The item is ${status.toLowerCase()}`);
  }
  if (item.postType === 'SUBSCRIPTION') {
    const member = membershipOfItem(world, order, item);
    if (!member || !holdsSeat(member.status)) {
      return refuse('REFUND_NOT_ALLOWED', 'You no longer hold a seat in this party');
    }
    const party = postRecordOf(world, 'SUBSCRIPTION', item.postSeq) as SubscriptionPostRecord;
    if (currentSubscriptionStatus(world, party, now) === 'ENDED') {
      return refuse('SUBSCRIPTION_ENDED', 'The party has ended: nothing is left to refund');
    }
  }
  const refund = lineRefundAt(world, sale, now);
  if (refund.amount === 0) {
    return refuse('REFUND_NOT_ALLOWED', 'Nothing is left of this purchase to refund');
  }
  return { ok: true, ...refund };
}

/** Asks the seller for a refund of a purchased line, or the refusal of `refundableNow`. */
export function requestRefund(
  world: World,
  userSeq: number,
  itemSeq: number,
  reason: string,
  now: number,
): RefundRecord {
  const { order, item } = findOwnItem(world, userSeq, itemSeq);
  const refundable = refundableNow(world, { order, item }, now);
  if (!refundable.ok) throw new ApiFailure(refundable.code, refundable.message);
  const refund: RefundRecord = {
    seq: nextSeq(world, 'refunds'),
    ...purchaseReference({ order, item }),
    userSeq,
    sellerSeq: item.sellerSeq,
    amount: refundable.amount,
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
