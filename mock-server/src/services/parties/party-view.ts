/**
 * Parties and memberships with what their wire shapes show besides the records (mappers/party.ts,
 * mappers/order.ts): the founder's count of members awaiting approval, a member's account and the
 * order line the seat was bought with, and the founder's request waiting for the member's answer.
 */
import type { PartyMemberRecord, SubscriptionPostRecord, UserRecord, World } from '@market/world';
import { findBySeq } from '@market/world';
import { type SubscriptionPostView, subscriptionPostView } from '../catalogue/post-view';
import { findOrder } from '../indexes';
import { userOf } from '../members';
import { type PendingRequest, pendingMemberCount, pendingRequestOf } from '../party-status';

/** A party as its founder sees it: also how many paid members wait for approval. */
export interface SellerPartyView extends SubscriptionPostView {
  pendingMemberCount: number;
}

export const sellerPartyView = (
  world: World,
  post: SubscriptionPostRecord,
  now: number,
): SellerPartyView => ({
  ...subscriptionPostView(world, post, now),
  pendingMemberCount: pendingMemberCount(world, post.seq),
});

/** A membership as the founder's member list shows it. */
export interface PartyMemberView {
  member: PartyMemberRecord;
  user: UserRecord;
  /** The order line the seat was bought with (`OrderItem.seq`). */
  productId: number;
  pendingRequest: PendingRequest | null;
}

function productIdOf(world: World, member: PartyMemberRecord): number {
  const order = member.orderId === null ? undefined : findOrder(world, member.orderId);
  const item = order?.items.find(
    (line) => line.postType === 'SUBSCRIPTION' && line.postSeq === member.postSeq,
  );
  if (!item) throw new Error(`membership ${member.seq} refers to no order line`);
  return item.seq;
}

export function partyMemberView(world: World, member: PartyMemberRecord): PartyMemberView {
  const party = findBySeq(world.subscriptionPosts, member.postSeq);
  if (!party) throw new Error(`membership ${member.seq} refers to missing party ${member.postSeq}`);
  return {
    member,
    user: userOf(world, member.userSeq),
    productId: productIdOf(world, member),
    pendingRequest: pendingRequestOf(world, party, member),
  };
}
