/**
 * Finding a member's own orders, purchased items and party seats. Another member's order or item
 * answers 404 NOT_FOUND, exactly like one that does not exist, so ids cannot be probed.
 */
import { type PostType, holdsSeat } from '@market/domain';
import {
  type OrderItemRecord,
  type OrderRecord,
  type PartyMemberRecord,
  type PostRecord,
  type World,
  findPost,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { findOrder, membersOfParty, orderOfItem } from '../indexes';

export interface OwnItem {
  order: OrderRecord;
  item: OrderItemRecord;
}

/** The member's order with this id, or 404. */
export function findOwnOrder(world: World, userSeq: number, orderId: string): OrderRecord {
  const order = findOrder(world, orderId);
  if (!order || order.userSeq !== userSeq) {
    throw new ApiFailure('NOT_FOUND', `No order ${orderId}`);
  }
  return order;
}

/** The fields by which a review or a refund request names the purchased item it is about. */
export const purchaseReference = ({ order, item }: OwnItem) => ({
  orderId: order.id,
  orderItemSeq: item.seq,
  postType: item.postType,
  postSeq: item.postSeq,
});

/**
 * The member's purchased item (`OrderItem.seq`, the `productId` and `seq` of the buyer's calls),
 * optionally of one post type, or 404. Items of an order that was never paid (a top-up has none) are
 * not purchases.
 */
export function findOwnItem(
  world: World,
  userSeq: number,
  itemSeq: number,
  type?: PostType,
): OwnItem {
  for (const order of orderOfItem.of(world, itemSeq)) {
    if (order.userSeq !== userSeq || order.paidAt === null) continue;
    const item = order.items.find((candidate) => candidate.seq === itemSeq);
    if (item && (type === undefined || item.postType === type)) return { order, item };
  }
  throw new ApiFailure('NOT_FOUND', `No purchased item ${itemSeq}`);
}

/**
 * The stored post an order item or cart line points at, deleted or not: a purchase keeps showing
 * what was bought after the seller withdraws the post. A post that never existed is a broken world.
 */
export function postRecordOf(world: World, type: PostType, seq: number): PostRecord {
  const record = findPost(world, type, seq);
  if (!record) throw new Error(`${type} post ${seq} is referred to but missing from the world`);
  return record;
}

/**
 * Seats of a party that are taken. A PENDING member paid for a seat, so it is held for them while
 * the founder decides: otherwise a party could sell its last seat twice.
 */
export function seatsTaken(world: World, postSeq: number): number {
  let count = 0;
  for (const member of membersOfParty.of(world, postSeq)) {
    if (holdsSeat(member.status)) count += 1;
  }
  return count;
}

/** The member's seat in a party (ACTIVE or PENDING), if they hold one. */
export function seatOf(
  world: World,
  postSeq: number,
  userSeq: number,
): PartyMemberRecord | undefined {
  return membersOfParty
    .of(world, postSeq)
    .find((member) => member.userSeq === userSeq && holdsSeat(member.status));
}

/**
 * The membership an order item of a party paid for: the one naming the order, else (older records)
 * the member's latest membership of that party.
 */
export function membershipOfItem(
  world: World,
  order: OrderRecord,
  item: OrderItemRecord,
): PartyMemberRecord | undefined {
  let latest: PartyMemberRecord | undefined;
  for (const member of membersOfParty.of(world, item.postSeq)) {
    if (member.userSeq !== order.userSeq) continue;
    if (member.orderId === order.id) return member;
    latest = member;
  }
  return latest;
}
