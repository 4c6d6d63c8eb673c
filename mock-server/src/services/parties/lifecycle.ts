/**
 * The irreversible steps of a party (SPEC §4): closing recruitment (status COMPLETED, no one new may
 * join) and ending sharing before the end date (status ENDED). Ending settles by domain's
 * `endSharingSettlement`: each active member is compensated for the unused days, and the founder
 * pays the total as a penalty; an administrator's termination compensates the members without a
 * founder penalty (the platform pays). Members still awaiting approval are turned down with their
 * money back. A refund an active member asked for and still waits is closed as rejected: the
 * compensation is what that member gets back (a line is returned once: decision 030). Either way
 * every movement goes through the ledger; run inside a transaction, a founder who cannot pay the
 * penalty gets 409 INSUFFICIENT_BALANCE with nothing changed.
 */
import { endSharingSettlement } from '@market/domain';
import {
  type PartyMemberRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
  sharingEndRef,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { currentSubscriptionStatus } from '../party-status';
import { membersOfParty, refundsOfOrder } from '../indexes';
import { credit, debit } from '../ledger';
import { ownParty } from '../seller/ownership';
import { settleOrderStatus } from '../seller/sales';
import { rejectPending, saleOfMembership } from './members';

function assertNotEnded(world: World, party: SubscriptionPostRecord, now: number): void {
  if (currentSubscriptionStatus(world, party, now) === 'ENDED') {
    throw new ApiFailure('SUBSCRIPTION_ENDED', `Party ${party.seq} has already ended`);
  }
}

export function closeRecruitment(
  world: World,
  founderSeq: number,
  seq: number,
  now: number,
): SubscriptionPostRecord {
  const party = ownParty(world, founderSeq, seq);
  assertNotEnded(world, party, now);
  if (party.recruitmentClosedAt !== null || party.status === 'COMPLETED') {
    throw new ApiFailure('RECRUITMENT_CLOSED', `Recruitment of party ${seq} is already closed`);
  }
  party.status = 'COMPLETED';
  party.recruitmentClosedAt = now;
  party.updatedAt = now;
  return party;
}

/** An active member's refund request still waiting when sharing ends: the compensation replaces it. */
function closeWaitingRefund(world: World, member: PartyMemberRecord, now: number): void {
  if (member.orderId === null) return;
  const waiting = refundsOfOrder
    .of(world, member.orderId)
    .find(
      (refund) =>
        refund.postType === 'SUBSCRIPTION' &&
        refund.postSeq === member.postSeq &&
        refund.status === 'REQUESTED',
    );
  if (!waiting) return;
  waiting.status = 'REJECTED';
  waiting.decidedAt = now;
  waiting.rejectReason = 'Sharing ended: the unused days were compensated instead';
  settleOrderStatus(world, saleOfMembership(world, member).order);
}

export interface PartyEnded {
  party: SubscriptionPostRecord;
  totalDays: number;
  remainingDays: number;
  compensationPerMember: number;
  compensatedMembers: number;
  founderPenalty: number;
  endedAt: number;
}

function endParty(
  world: World,
  party: SubscriptionPostRecord,
  by: 'FOUNDER' | 'ADMIN',
  reason: string,
  now: number,
): PartyEnded {
  assertNotEnded(world, party, now);
  const members = membersOfParty.of(world, party.seq);
  const active = members.filter((member) => member.status === 'ACTIVE');
  const pending = members.filter((member) => member.status === 'PENDING');
  const settlement = endSharingSettlement({
    price: party.price,
    startsAt: party.subscriptionStartsAt,
    endsAt: party.subscriptionEndsAt,
    now: new Date(now),
    activeMembers: active.length,
  });
  const founderPenalty = by === 'FOUNDER' ? settlement.founderPenalty : 0;
  const ref = sharingEndRef(party.seq);
  debit(world, {
    userSeq: party.sellerSeq,
    wallet: 'EMONEY',
    amount: founderPenalty,
    reason: 'PENALTY',
    ref,
    at: now,
  });
  for (const member of active) {
    credit(world, {
      userSeq: member.userSeq,
      wallet: 'EMONEY',
      amount: settlement.compensationPerMember,
      reason: 'COMPENSATION',
      ref,
      at: now,
    });
    closeWaitingRefund(world, member, now);
  }
  for (const member of pending) rejectPending(world, member, `Sharing ended: ${reason}`, now);
  party.status = 'ENDED';
  party.sharingEnded = { by, reason, at: now };
  party.updatedAt = now;
  return {
    party,
    totalDays: settlement.totalDays,
    remainingDays: settlement.remainingDays,
    compensationPerMember: settlement.compensationPerMember,
    compensatedMembers: active.length,
    founderPenalty,
    endedAt: now,
  };
}

/** The founder ends sharing early and pays the penalty. */
export function endSharing(
  world: World,
  founderSeq: number,
  seq: number,
  reason: string,
  now: number,
): PartyEnded {
  return endParty(world, ownParty(world, founderSeq, seq), 'FOUNDER', reason, now);
}

/** An administrator ends any party; the members are compensated, the founder pays nothing. */
export function terminateParty(world: World, seq: number, reason: string, now: number): PartyEnded {
  const party = findBySeq(world.subscriptionPosts, seq);
  if (!party || party.deletedAt !== null) throw new ApiFailure('NOT_FOUND', `No party ${seq}`);
  return endParty(world, party, 'ADMIN', reason, now);
}
