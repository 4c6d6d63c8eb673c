/**
 * Parties as their founder sees them (contract `schemas/party.ts`, `schemas/seller-post.ts`): every
 * membership with the request waiting for the member's answer, and the party with its account
 * details and pending members.
 */
import type {
  PartyMember,
  SellerPartyListItem,
  SellerSubscriptionPost,
  SharingSettlement,
} from '@market/contract';
import {
  type PartyMemberRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
} from '@market/fixtures';
import type { PartyEnded } from '../services/parties/lifecycle';
import { pendingRequestOf, toMemberSummary } from './order';
import { toSubscriptionPost } from './posts';
import { wireDateTime } from './wire';

/** The order line a membership was bought with (`OrderItem.seq`). */
export function productIdOf(world: World, member: PartyMemberRecord): number {
  const order = world.orders.find((candidate) => candidate.id === member.orderId);
  const item = order?.items.find(
    (line) => line.postType === 'SUBSCRIPTION' && line.postSeq === member.postSeq,
  );
  if (!item) throw new Error(`membership ${member.seq} refers to no order line`);
  return item.seq;
}

export function toPartyMember(world: World, member: PartyMemberRecord): PartyMember {
  const party = findBySeq(world.subscriptionPosts, member.postSeq);
  if (!party) throw new Error(`membership ${member.seq} refers to missing party ${member.postSeq}`);
  return {
    seq: member.seq,
    member: toMemberSummary(world, member.userSeq),
    status: member.status,
    productId: productIdOf(world, member),
    joinedAt: wireDateTime(member.joinedAt),
    pendingRequest: pendingRequestOf(world, party, member),
  };
}

/** Join requests waiting for the founder's answer. */
function pendingMembersOf(world: World, post: SubscriptionPostRecord): number {
  let pending = 0;
  for (const member of world.partyMembers) {
    if (member.postSeq === post.seq && member.status === 'PENDING') pending += 1;
  }
  return pending;
}

/** A party in its founder's list: the public view and its pending join requests. */
export function toSellerPartyListItem(
  world: World,
  post: SubscriptionPostRecord,
  now: number,
): SellerPartyListItem {
  return {
    ...toSubscriptionPost(world, post, now),
    pendingMemberCount: pendingMembersOf(world, post),
  };
}

export function toSellerSubscriptionPost(
  world: World,
  post: SubscriptionPostRecord,
  now: number,
): SellerSubscriptionPost {
  return {
    ...toSellerPartyListItem(world, post, now),
    accountInfo: post.accountInfo,
    priceBaseDuration: post.priceBaseDuration ?? 'MONTH',
    countries: post.countries ?? [],
    images: post.images ?? [],
  };
}

/** The settlement of a party ended early (by its founder or an administrator). */
export function toSharingSettlement(
  world: World,
  ended: PartyEnded,
  now: number,
): SharingSettlement {
  return {
    post: toSubscriptionPost(world, ended.party, now),
    totalDays: ended.totalDays,
    remainingDays: ended.remainingDays,
    compensationPerMember: ended.compensationPerMember,
    compensatedMembers: ended.compensatedMembers,
    founderPenalty: ended.founderPenalty,
    endedAt: wireDateTime(ended.endedAt),
  };
}
