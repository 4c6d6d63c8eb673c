/**
 * Who may be in a room, derived from the trades rather than trusted from the stored room: a party
 * member who is removed loses the group room at once, and a new member gains it.
 *
 * - GROUP (subscriptions only): the founder (the post's seller) and the party's ACTIVE members.
 * - PERSONAL: the seller and one buyer, fixed when the room is opened.
 */
import { type PostType, holdsSeat, isSubscriptionChatOpen } from '@market/domain';
import {
  type ChatRoomRecord,
  type PostRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
  findPost,
} from '@market/world';
import { findOrder, membersOfParty, ordersOfMember } from '../indexes';

export type ChatPost = PostRecord;

export function chatPostOf(world: World, type: PostType, typeSeq: number): ChatPost | undefined {
  return findPost(world, type, typeSeq);
}

/** The founder first, then the party's active members in joining order. */
export function partyChatMemberSeqs(world: World, post: SubscriptionPostRecord): number[] {
  const seqs = [post.sellerSeq];
  for (const member of membersOfParty.of(world, post.seq)) {
    if (member.status === 'ACTIVE' && !seqs.includes(member.userSeq)) seqs.push(member.userSeq);
  }
  return seqs;
}

/** The room's members as of now. */
export function roomMemberSeqs(world: World, room: ChatRoomRecord): number[] {
  if (room.roomType === 'PERSONAL') return room.memberSeqs;
  const post = findBySeq(world.subscriptionPosts, room.typeSeq);
  return post ? partyChatMemberSeqs(world, post) : [];
}

export const isRoomMember = (world: World, room: ChatRoomRecord, userSeq: number) =>
  roomMemberSeqs(world, room).includes(userSeq);

/**
 * Whether a user bought the post: an order of theirs that was paid holds it (a later refund does
 * not undo the purchase: the buyer may still need to talk to the seller about it), or they hold a
 * seat in the party, still awaiting the founder's approval or active.
 */
export function hasBoughtPost(world: World, userSeq: number, type: PostType, typeSeq: number) {
  if (type === 'SUBSCRIPTION') {
    const seated = membersOfParty
      .of(world, typeSeq)
      .some((member) => member.userSeq === userSeq && holdsSeat(member.status));
    if (seated) return true;
  }
  // The member's orders holding a line of this type (indexes.ts `ordersOfMember`).
  return ordersOfMember
    .of(world, `${userSeq}:${type}`)
    .some(
      (order) =>
        order.paidAt !== null &&
        order.items.some((item) => item.postType === type && item.postSeq === typeSeq),
    );
}

/** The buyer of a coupon or code (one post is one unit), if it was sold. */
export function productBuyerSeq(world: World, post: ProductPostRecord): number | undefined {
  if (post.soldOrderId === null) return undefined;
  return findOrder(world, post.soldOrderId)?.userSeq;
}

/**
 * Whether messages may be sent in rooms of this post now: chat about a subscription closes once it
 * has expired (SPEC §4, domain `isSubscriptionChatOpen`); coupons and codes never close.
 */
export function isPostChatOpen(world: World, type: PostType, typeSeq: number, now: number) {
  if (type !== 'SUBSCRIPTION') return true;
  const post = findBySeq(world.subscriptionPosts, typeSeq);
  return post !== undefined && isSubscriptionChatOpen(post, new Date(now));
}
