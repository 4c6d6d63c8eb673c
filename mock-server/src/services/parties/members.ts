/**
 * A party's members as its founder manages them (SPEC §4): approving or turning down members who
 * paid for a seat, and removing an active member, which takes two steps (decision 003): the founder
 * asks, with a reason; the member's consent completes the removal, a refusal drops the request.
 * A turned-down member gets everything they paid back. A consented removal moves no money: the
 * member agreed to leave.
 */
import type { PartyMemberRecord, SubscriptionPostRecord, World } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { findOrder, membersOfParty } from '../indexes';
import { currentSubscriptionStatus } from '../party-status';
import { ownParty } from '../seller/ownership';
import { type Sale, undoLine } from '../seller/sales';

/** Every membership of a party, pending, rejected and removed ones included, in joining order. */
export function membersOf(world: World, postSeq: number): PartyMemberRecord[] {
  return membersOfParty.of(world, postSeq).sort((a, b) => a.joinedAt - b.joinedAt || a.seq - b.seq);
}

/** A membership of the founder's party, or 404. */
function memberOfOwnParty(world: World, founderSeq: number, postSeq: number, memberSeq: number) {
  const party = ownParty(world, founderSeq, postSeq);
  const member = membersOfParty
    .of(world, party.seq)
    .find((candidate) => candidate.seq === memberSeq);
  if (!member) throw new ApiFailure('NOT_FOUND', `No member ${memberSeq} in party ${postSeq}`);
  return { party, member };
}

function assertRunning(world: World, party: SubscriptionPostRecord, now: number): void {
  if (currentSubscriptionStatus(world, party, now) === 'ENDED') {
    throw new ApiFailure('SUBSCRIPTION_ENDED', `Party ${party.seq} has ended`);
  }
}

/** The order line that paid for a membership. */
export function saleOfMembership(world: World, member: PartyMemberRecord): Sale {
  const order = member.orderId === null ? undefined : findOrder(world, member.orderId);
  const item = order?.items.find(
    (line) => line.postType === 'SUBSCRIPTION' && line.postSeq === member.postSeq,
  );
  if (!order || !item) throw new Error(`membership ${member.seq} refers to no order line`);
  return { order, item };
}

/** Turns a pending member down and gives them back what they paid. */
export function rejectPending(
  world: World,
  member: PartyMemberRecord,
  reason: string,
  now: number,
) {
  undoLine(world, saleOfMembership(world, member), reason, now);
  member.status = 'REJECTED';
  member.decidedAt = now;
}

/**
 * The founder's decision on a member awaiting approval. The seat was held since the member paid,
 * so approving never overfills the party. 409 ALREADY_DECIDED for a member who is not pending.
 */
export function decidePending(
  world: World,
  founderSeq: number,
  postSeq: number,
  memberSeq: number,
  approve: boolean,
  now: number,
): PartyMemberRecord {
  const { party, member } = memberOfOwnParty(world, founderSeq, postSeq, memberSeq);
  if (member.status !== 'PENDING') {
    throw new ApiFailure(
      'ALREADY_DECIDED',
      `Member ${memberSeq} is ${member.status.toLowerCase()}`,
    );
  }
  if (approve) {
    assertRunning(world, party, now);
    member.status = 'ACTIVE';
    member.decidedAt = now;
  } else {
    rejectPending(world, member, 'Not approved by the party founder', now);
  }
  return member;
}

/** The founder asks an active member to leave; 409 while an earlier request waits. */
export function requestRemoval(
  world: World,
  founderSeq: number,
  input: { postSeq: number; memberSeq: number; reason: string },
  now: number,
): PartyMemberRecord {
  const { party, member } = memberOfOwnParty(world, founderSeq, input.postSeq, input.memberSeq);
  assertRunning(world, party, now);
  if (member.status !== 'ACTIVE') {
    throw new ApiFailure('INVALID_STATE', `Member ${member.seq} is ${member.status.toLowerCase()}`);
  }
  if (member.removalRequestedAt !== null && member.removalConsent === null) {
    throw new ApiFailure(
      'REMOVAL_ALREADY_REQUESTED',
      'The member has not answered the last request',
    );
  }
  member.removalRequestedAt = now;
  member.removalConsent = null;
  member.removalReason = input.reason;
  return member;
}

/** The member's answer to the founder's removal request; 409 when none is waiting. */
export function answerRemoval(
  world: World,
  userSeq: number,
  postSeq: number,
  agree: boolean,
  now: number,
): PartyMemberRecord {
  const mine = membersOfParty.of(world, postSeq).filter((member) => member.userSeq === userSeq);
  if (mine.length === 0) throw new ApiFailure('NOT_FOUND', `You are not in party ${postSeq}`);
  const asked = mine.find(
    (member) =>
      member.status === 'ACTIVE' &&
      member.removalRequestedAt !== null &&
      member.removalConsent === null,
  );
  if (!asked) throw new ApiFailure('INVALID_STATE', 'No removal request is waiting for you');
  asked.removalConsent = agree;
  if (agree) {
    asked.status = 'REMOVED';
    asked.decidedAt = now;
  }
  return asked;
}
