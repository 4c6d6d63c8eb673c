/**
 * What keeps a member from leaving: trades that are still under way on either side, as buyer or as
 * seller. Money or a seat would otherwise be stranded with an account nobody can sign in to.
 */
import { isAutoConfirmed, isOpenTrade } from '@market/domain';
import {
  type OrderRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
} from '@market/world';
import { currentSubscriptionStatus } from './parties/party-status';

/**
 * A purchase still in progress (domain's open trade), unless it is a PAID one that has confirmed
 * itself by now: the stored status may lag the clock until the orders module next looks at it.
 */
function isUnconfirmedPurchase(order: OrderRecord, now: number): boolean {
  if (order.kind === 'EMONEY' || !isOpenTrade(order.status)) return false;
  if (order.status !== 'PAID' || order.paidAt === null) return true;
  return !isAutoConfirmed(new Date(order.paidAt), new Date(now));
}

/** A top-up whose bank transfer may still arrive. */
const isPendingTopUp = (order: OrderRecord, now: number) =>
  order.kind === 'EMONEY' &&
  order.status === 'AWAITING_TRANSFER' &&
  (order.transfer === null || now < order.transfer.dueAt);

function isRunningParty(world: World, post: SubscriptionPostRecord | undefined, now: number) {
  return (
    post !== undefined &&
    post.deletedAt === null &&
    currentSubscriptionStatus(world, post, now) !== 'ENDED'
  );
}

/** Why a member may not remove their account now: one line per kind of open trade, or none. */
export function openTradesOf(world: World, userSeq: number, now: number): string[] {
  const reasons = new Set<string>();

  for (const member of world.partyMembers) {
    if (member.status !== 'ACTIVE' && member.status !== 'PENDING') continue;
    const party = findBySeq(world.subscriptionPosts, member.postSeq);
    if (!isRunningParty(world, party, now)) continue;
    if (member.userSeq === userSeq) reasons.add('a party membership is active');
    if (party?.sellerSeq === userSeq) reasons.add('a party you founded has members');
  }

  for (const order of world.orders) {
    if (order.userSeq === userSeq) {
      if (isUnconfirmedPurchase(order, now)) reasons.add('an order is not confirmed yet');
      if (isPendingTopUp(order, now)) reasons.add('a top-up awaits its bank transfer');
    } else if (
      isUnconfirmedPurchase(order, now) &&
      order.items.some((item) => item.sellerSeq === userSeq)
    ) {
      reasons.add('a sale is not confirmed yet');
    }
  }

  for (const refund of world.refunds) {
    if (refund.status !== 'REQUESTED') continue;
    if (refund.userSeq === userSeq) reasons.add('a refund request is pending');
    if (refund.sellerSeq === userSeq) reasons.add('a refund request awaits your decision');
  }
  return [...reasons];
}
