/**
 * Renewal (SPEC §4): the founder renews an expiring party into a new post for the next period, and
 * each active member is asked to agree (decision 003: the member answers naming the new party, or the
 * one it renews). A member who agrees buys their seat in the new party as the seeded renewals do:
 * an order for its price and the order fee, paid in e-money, and joins at once, without waiting for
 * approval, since the founder invited them. The two posts are linked both ways
 * (`renewedPostSeq`, `renewedFromSeq`).
 */
import type { RenewSubscriptionBody } from '@market/contract';
import { planPayment, subscriptionPostFormSchema } from '@market/domain';
import {
  type PartyMemberRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
  nextSeq,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { currentSubscriptionStatus } from '../party-status';
import { webOrderCharge } from '../fees';
import { membersOfParty } from '../indexes';
import { balances } from '../ledger';
import { seatOf, seatsTaken } from '../orders/lookup';
import { recordPaidOrder } from '../orders/paid-order';
import { assertForm } from '../seller/listing';
import { ownParty } from '../seller/ownership';
import { insertParty } from './party-posts';

/**
 * Opens the renewal of an expiring party: 409 ALREADY_RENEWED when it has one, NOT_EXTENDABLE when
 * it is not expiring (1 to 30 days left). The new post keeps the party's listing and takes the new
 * period, price, limit and account details.
 */
export function renewParty(
  world: World,
  founderSeq: number,
  seq: number,
  body: RenewSubscriptionBody,
  now: number,
): SubscriptionPostRecord {
  const party = ownParty(world, founderSeq, seq);
  if (party.renewedPostSeq !== null) {
    throw new ApiFailure('ALREADY_RENEWED', `Party ${seq} was renewed as ${party.renewedPostSeq}`);
  }
  if (currentSubscriptionStatus(world, party, now) !== 'EXTENDABLE') {
    throw new ApiFailure('NOT_EXTENDABLE', 'Only an expiring party (30 days or less left) renews');
  }
  const values = {
    title: party.title.ko,
    categorySeq: party.categorySeq,
    productId: party.productId,
    content: party.content,
    sharingType: party.sharingType,
    thumbnailUrl: party.thumbnailUrl,
    countries: party.countries ?? [],
    images: party.images ?? [],
    ...body,
  };
  assertForm(subscriptionPostFormSchema(new Date(now)), values);
  const renewal = insertParty(world, founderSeq, values, now, party.seq);
  renewal.title = { ...party.title };
  party.renewedPostSeq = renewal.seq;
  party.updatedAt = now;
  return renewal;
}

/**
 * The member's membership that a renewal asks about, and the renewal: the party named is either the
 * renewal itself (the member sits in the party it renews) or the party being renewed (the member
 * sits in it). 404 when the caller sits in neither; 409 when already answered or nothing is asked.
 */
function renewalOf(world: World, userSeq: number, postSeq: number) {
  const partyOf = (seq: number | null) =>
    seq === null ? undefined : findBySeq(world.subscriptionPosts, seq);
  const seatIn = (party: SubscriptionPostRecord | undefined) =>
    party &&
    membersOfParty
      .of(world, party.seq)
      .find((member) => member.userSeq === userSeq && member.status === 'ACTIVE');
  const named = partyOf(postSeq);
  if (!named || named.deletedAt !== null) {
    throw new ApiFailure('NOT_FOUND', `No party ${postSeq}`);
  }
  const askedSeat = seatIn(partyOf(named.renewedFromSeq));
  if (askedSeat && askedSeat.renewalAgreed === null) return { member: askedSeat, renewal: named };
  const ownSeat = seatIn(named);
  const renewal = partyOf(named.renewedPostSeq);
  if (ownSeat && renewal && renewal.deletedAt === null) {
    if (ownSeat.renewalAgreed !== null) {
      throw new ApiFailure('ALREADY_DECIDED', 'You already answered this renewal');
    }
    return { member: ownSeat, renewal };
  }
  if (askedSeat) throw new ApiFailure('ALREADY_DECIDED', 'You already answered this renewal');
  if (ownSeat) throw new ApiFailure('INVALID_STATE', `Party ${postSeq} has no renewal to answer`);
  throw new ApiFailure('NOT_FOUND', `You are in no party ${postSeq} renews or is renewed by`);
}

/** Buys the member's seat in the renewal: an order paid in e-money, or 409 and nothing changes. */
function buySeat(world: World, userSeq: number, renewal: SubscriptionPostRecord, now: number) {
  if (currentSubscriptionStatus(world, renewal, now) === 'ENDED') {
    throw new ApiFailure('SUBSCRIPTION_ENDED', `Party ${renewal.seq} has ended`);
  }
  if (seatOf(world, renewal.seq, userSeq)) {
    throw new ApiFailure('ALREADY_SUBSCRIBED', `You already belong to party ${renewal.seq}`);
  }
  if (seatsTaken(world, renewal.seq) >= renewal.memberLimit) {
    throw new ApiFailure('PARTY_FULL', `Party ${renewal.seq} has no open seat`);
  }
  const { fee, total } = webOrderCharge(world, renewal.price);
  const wallet = balances(world, userSeq);
  const plan = planPayment({ total, pointsToUse: 0, emoney: wallet.emoney, points: wallet.points });
  if (!plan.ok) {
    throw new ApiFailure(
      'INSUFFICIENT_BALANCE',
      `Joining the renewal costs ${total} e-money: ${wallet.emoney} available`,
    );
  }
  const order = recordPaidOrder(
    world,
    {
      userSeq,
      kind: 'SUBSCRIPTION',
      lines: [{ type: 'SUBSCRIPTION', post: renewal }],
      fee,
      total,
      plan,
    },
    now,
  );
  const seat: PartyMemberRecord = {
    seq: nextSeq(world, 'partyMembers'),
    postSeq: renewal.seq,
    userSeq,
    status: 'ACTIVE',
    orderId: order.id,
    joinedAt: now,
    decidedAt: now,
    removalRequestedAt: null,
    removalConsent: null,
    renewalAgreed: null,
  };
  world.partyMembers.push(seat);
  return seat;
}

/**
 * The member's answer to a renewal. Agreeing answers the new membership; declining, the membership
 * of the party being renewed.
 */
export function answerRenewal(
  world: World,
  userSeq: number,
  postSeq: number,
  agree: boolean,
  now: number,
): PartyMemberRecord {
  const { member, renewal } = renewalOf(world, userSeq, postSeq);
  if (!agree) {
    member.renewalAgreed = false;
    return member;
  }
  const seat = buySeat(world, userSeq, renewal, now);
  member.renewalAgreed = true;
  return seat;
}
