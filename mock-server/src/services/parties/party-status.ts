/**
 * A party's derived facts: its seat counts (from the membership records) and its status as of the
 * session's clock (domain `deriveSubscriptionStatus`). Derived on every read, never stored twice.
 */
import { deriveSubscriptionStatus } from '@market/domain';
import type { PartyMemberRecord, SubscriptionPostRecord, World } from '@market/world';
import { membersOfParty } from '../indexes';

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
