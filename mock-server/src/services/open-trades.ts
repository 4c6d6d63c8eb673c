/**
 * What keeps a member from leaving: trades that are still under way on either side, as buyer or as
 * seller. Money or a seat would otherwise be stranded with an account nobody can sign in to.
 * Found from the member's own records (indexes.ts): their seats and parties, their orders and
 * sales, their refund requests on either side.
 */
import { isAutoConfirmed, isOpenTrade } from '@market/domain';
import {
  type OrderRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
} from '@market/world';
import {
  membersOfParty,
  membershipsOfMember,
  ordersOfMember,
  ordersOfSeller,
  partiesOfSeller,
  refundsOfBuyer,
  refundsOfSeller,
} from './indexes';
import { currentSubscriptionStatus } from './party-status';

/**
 * A purchase still in progress (domain's open trade), unless it is a PAID one that has confirmed
 * itself by now: the stored status may lag the clock until the orders module next looks at it.
 */
function isUnconfirmedPurchase(order: OrderRecord, now: number): boolean {
  if (order.kind === 'EMONEY' || !isOpenTrade(order.status)) return false;
  if (order.status !== 'PAID' || order.paidAt === null) return true;
  return !isAutoConfirmed(new Date(order.paidAt), new Date(now));
}

/** A top-up whose bank transfer may still arrive. */
const isPendingTopUp = (order: OrderRecord, now: number) =>
  order.kind === 'EMONEY' &&
  order.status === 'AWAITING_TRANSFER' &&
  (order.transfer === null || now < order.transfer.dueAt);

function isRunningParty(world: World, post: SubscriptionPostRecord | undefined, now: number) {
  return (
    post !== undefined &&
    post.deletedAt === null &&
    currentSubscriptionStatus(world, post, now) !== 'ENDED'
  );
}

/** The order number of an order id (`ORD-yyyyMMdd-nnnnnn`): the world keeps orders in its order. */
const orderNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

const holdsOrAwaitsSeat = (status: string) => status === 'ACTIVE' || status === 'PENDING';

/**
 * Why a member may not remove their account now: one line per kind of open trade, or none. The
 * lines come in the order of the first record that gives each (seats, then orders, then refund
 * requests, each kind of record in the world's order), as one pass over the world would find them.
 */
export function openTradesOf(world: World, userSeq: number, now: number): string[] {
  const reasons = new Set<string>();
  /** Adds each reason found, ranked by where its first record sits, in that order. */
  const addInOrder = (found: { rank: number; reason: string }[]) => {
    for (const { reason } of found.sort((a, b) => a.rank - b.rank)) reasons.add(reason);
  };

  // Seats (ranked by membership seq, the order of `partyMembers`): the member's own, and those
  // held in parties the member founded. A member of their own party gives both, their seat first.
  const seats: { rank: number; reason: string }[] = [];
  const ownSeat = membershipsOfMember
    .of(world, userSeq)
    .find(
      (member) =>
        holdsOrAwaitsSeat(member.status) &&
        isRunningParty(world, findBySeq(world.subscriptionPosts, member.postSeq), now),
    );
  if (ownSeat) seats.push({ rank: ownSeat.seq, reason: 'a party membership is active' });
  let foundedSeat: number | undefined;
  for (const party of partiesOfSeller.of(world, userSeq)) {
    if (!isRunningParty(world, party, now)) continue;
    const seat = membersOfParty.of(world, party.seq).find((m) => holdsOrAwaitsSeat(m.status));
    if (seat && (foundedSeat === undefined || seat.seq < foundedSeat)) foundedSeat = seat.seq;
  }
  if (foundedSeat !== undefined) {
    seats.push({ rank: foundedSeat + 0.5, reason: 'a party you founded has members' });
  }
  addInOrder(seats);

  // Orders (ranked by order number, the order of `orders`): the member's purchases and top-ups,
  // and the purchases of others holding one of the member's lines.
  const orders: { rank: number; reason: string }[] = [];
  const firstOwn = (test: (order: OrderRecord) => boolean, reason: string) => {
    const order = ordersOfMember.of(world, String(userSeq)).find(test);
    if (order) orders.push({ rank: orderNumber(order.id), reason });
  };
  firstOwn((order) => isUnconfirmedPurchase(order, now), 'an order is not confirmed yet');
  firstOwn((order) => isPendingTopUp(order, now), 'a top-up awaits its bank transfer');
  const sale = ordersOfSeller
    .of(world, userSeq)
    .find((order) => order.userSeq !== userSeq && isUnconfirmedPurchase(order, now));
  if (sale) orders.push({ rank: orderNumber(sale.id), reason: 'a sale is not confirmed yet' });
  addInOrder(orders);

  // Refund requests waiting (ranked by seq, the order of `refunds`), as buyer first then seller.
  const refunds: { rank: number; reason: string }[] = [];
  const asked = refundsOfBuyer.of(world, userSeq).find((r) => r.status === 'REQUESTED');
  if (asked) refunds.push({ rank: asked.seq, reason: 'a refund request is pending' });
  const toDecide = refundsOfSeller.of(world, userSeq).find((r) => r.status === 'REQUESTED');
  if (toDecide) {
    refunds.push({ rank: toDecide.seq + 0.5, reason: 'a refund request awaits your decision' });
  }
  addInOrder(refunds);
  return [...reasons];
}
