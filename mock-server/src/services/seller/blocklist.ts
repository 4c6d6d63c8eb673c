/**
 * The seller's blocklist (SPEC §6): a blocked member cannot buy the seller's products (the orders
 * module reads `world.blocks` through domain's buyability). A member who is subscribed to one of the
 * seller's parties, or in an open trade with the seller, cannot be blocked: money or a seat would be
 * left between them. The reason is the seller's note and is never shown to the member.
 *
 * Blocks are few (hundreds in the large world) and leave the collection outright: they are read
 * by a pass over the raw collection, outside the transaction's journal (nothing read is written).
 */
import { isOpenTrade } from '@market/domain';
import { type BlockRecord, type World, findBySeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { rawField } from '../../store/session-world';
import { membershipsOfMember, ordersOfMember } from '../indexes';
import { currentSubscriptionStatus } from '../party-status';
import { TradeIndex } from '../orders/item-status';

/** Whether the seller has blocked the member. */
export function isBlockedBy(world: World, sellerSeq: number, userSeq: number): boolean {
  return rawField(world, 'blocks').some(
    (block) => block.sellerSeq === sellerSeq && block.userSeq === userSeq,
  );
}

/** Holds or awaits a seat in one of the seller's parties that has not ended. */
function isSubscribedTo(world: World, sellerSeq: number, userSeq: number, now: number): boolean {
  return membershipsOfMember.of(world, userSeq).some((member) => {
    if (member.status !== 'ACTIVE' && member.status !== 'PENDING') return false;
    const party = findBySeq(world.subscriptionPosts, member.postSeq);
    return (
      party !== undefined &&
      party.sellerSeq === sellerSeq &&
      currentSubscriptionStatus(world, party, now) !== 'ENDED'
    );
  });
}

/** Has bought from the seller a line that is still open: paid, unconfirmed or refund pending. */
function hasOpenTradeWith(world: World, sellerSeq: number, userSeq: number): boolean {
  const trades = new TradeIndex(world);
  return ordersOfMember
    .of(world, String(userSeq))
    .some(
      (order) =>
        order.paidAt !== null &&
        order.items.some(
          (item) => item.sellerSeq === sellerSeq && isOpenTrade(trades.statusOf(order, item.seq)),
        ),
    );
}

export function blockMember(
  world: World,
  sellerSeq: number,
  userSeq: number,
  reason: string,
  now: number,
): BlockRecord {
  const member = findBySeq(world.users, userSeq);
  if (!member || member.removedAt !== null) {
    throw new ApiFailure('NOT_FOUND', `No member ${userSeq}`);
  }
  if (userSeq === sellerSeq) {
    throw new ApiFailure('VALIDATION_FAILED', 'body.userSeq: you cannot block yourself');
  }
  if (isBlockedBy(world, sellerSeq, userSeq)) {
    throw new ApiFailure('ALREADY_BLOCKED', `Member ${userSeq} is already blocked`);
  }
  if (
    isSubscribedTo(world, sellerSeq, userSeq, now) ||
    hasOpenTradeWith(world, sellerSeq, userSeq)
  ) {
    throw new ApiFailure(
      'CANNOT_BLOCK_ACTIVE_MEMBER',
      `Member ${userSeq} is subscribed to your party or in an open trade with you`,
    );
  }
  const block: BlockRecord = { sellerSeq, userSeq, reason, createdAt: now };
  world.blocks.push(block);
  return block;
}

export function unblockMember(world: World, sellerSeq: number, userSeq: number): void {
  const index = rawField(world, 'blocks').findIndex(
    (block) => block.sellerSeq === sellerSeq && block.userSeq === userSeq,
  );
  if (index < 0) throw new ApiFailure('NOT_FOUND', `Member ${userSeq} is not blocked`);
  world.blocks.splice(index, 1);
}

/** The seller's blocks, latest first. */
export function blocksOf(world: World, sellerSeq: number): BlockRecord[] {
  return rawField(world, 'blocks')
    .filter((block) => block.sellerSeq === sellerSeq)
    .sort((a, b) => b.createdAt - a.createdAt || b.userSeq - a.userSeq);
}
