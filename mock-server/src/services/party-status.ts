/**
 * A party's derived facts: its seat counts (from the membership records), its status as of the
 * session's clock (domain `deriveSubscriptionStatus`) and the founder's request a member has to
 * answer. Derived on every read, never stored twice; the catalogue, orders, parties and the seller
 * console all read them, so they sit below those areas.
 */
import { deriveSubscriptionStatus } from '@market/domain';
import {
  type PartyMemberRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
} from '@market/world';
import { membersOfParty } from './indexes';

function countMembers(world: World, postSeq: number, status: PartyMemberRecord['status']): number {
  let count = 0;
  for (const member of membersOfParty.of(world, postSeq)) {
    if (member.status === status) count += 1;
  }
  return count;
}

/** Approved members of a party, who hold a seat (the founder is the seller, not a member). */
export const activeMemberCount = (world: World, postSeq: number) =>
  countMembers(world, postSeq, 'ACTIVE');

/** Members who paid and wait for the founder's approval. */
export const pendingMemberCount = (world: World, postSeq: number) =>
  countMembers(world, postSeq, 'PENDING');

/** A party's status as of `now`: the stored status moved forward by the calendar and its seats. */
export function currentSubscriptionStatus(
  world: World,
  record: SubscriptionPostRecord,
  now: number,
  memberCount: number = activeMemberCount(world, record.seq),
) {
  return deriveSubscriptionStatus(
    {
      status: record.status,
      memberCount,
      memberLimit: record.memberLimit,
      subscriptionEndsAt: record.subscriptionEndsAt,
    },
    new Date(now),
  );
}

/** The founder's request that waits for a member's answer (epoch ms). */
export interface PendingRequest {
  kind: 'REMOVAL' | 'RENEWAL';
  postSeq: number;
  reason: string | null;
  requestedAt: number;
}

/** The founder's request that waits for this member's answer: a removal first, then a renewal. */
export function pendingRequestOf(
  world: World,
  party: SubscriptionPostRecord,
  member: PartyMemberRecord | undefined,
): PendingRequest | null {
  if (member?.status !== 'ACTIVE') return null;
  if (member.removalRequestedAt !== null && member.removalConsent === null) {
    return {
      kind: 'REMOVAL',
      postSeq: party.seq,
      reason: member.removalReason ?? null,
      requestedAt: member.removalRequestedAt,
    };
  }
  if (party.renewedPostSeq !== null && member.renewalAgreed === null) {
    const renewal = findBySeq(world.subscriptionPosts, party.renewedPostSeq);
    if (renewal && renewal.deletedAt === null) {
      return {
        kind: 'RENEWAL',
        postSeq: renewal.seq,
        reason: null,
        requestedAt: renewal.createdAt,
      };
    }
  }
  return null;
}
