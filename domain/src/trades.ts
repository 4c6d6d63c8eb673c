/**
 * What happens to a purchase after checkout (SPEC §4, §6): which trades are still open (a seller may
 * not block that buyer), what each line of an order cost the buyer, how money goes back to the
 * wallets it came from, and when a seller may cancel a sold coupon or code (what a seller earns on
 * a sale is `saleSettlement`, brokerage.ts).
 *
 * After a refund or a cancellation, a coupon or code stays SOLD: its secret has been shown to the
 * buyer, so selling it again could sell a code that was already used.
 */
import { type Refusal, endSharingSettlement } from './wallet';
import type { OrderStatus, ProductStatus } from './vocabulary';

/** A purchase still in progress: paid, but neither confirmed, refunded nor cancelled. */
export const OPEN_TRADE_STATUSES = [
  'PAID',
  'REFUND_REQUESTED',
] as const satisfies readonly OrderStatus[];

export function isOpenTrade(status: OrderStatus): boolean {
  return (OPEN_TRADE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** A purchase that can no longer change: its money went back to the buyer. */
export function isClosedTrade(status: OrderStatus): boolean {
  return status === 'REFUNDED' || status === 'CANCELLED';
}

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * What the buyer paid for each line of an order: its price plus a share of the order fee in
 * proportion to the prices (rounded down), the rounding remainder on the last line, so the lines
 * add up to the order's total exactly.
 */
export function allocateOrderTotal(input: { prices: readonly number[]; fee: number }): number[] {
  const { prices, fee } = input;
  if (!isWhole(fee) || !prices.every(isWhole)) {
    throw new RangeError(`Prices and fee are whole won: ${prices.join(', ')}; ${fee}`);
  }
  if (prices.length === 0) return [];
  const itemsTotal = prices.reduce((sum, price) => sum + price, 0);
  const shares = prices.map((price) =>
    itemsTotal === 0 ? 0 : Math.floor((fee * price) / itemsTotal),
  );
  const remainder = fee - shares.reduce((sum, share) => sum + share, 0);
  shares[shares.length - 1]! += remainder;
  return prices.map((price, index) => price + shares[index]!);
}

export interface RefundSplit {
  points: number;
  emoney: number;
}

/**
 * How `amount` goes back to a buyer: to points and e-money in the proportion the order was paid
 * (the points share rounded down), never more to a wallet than the order took from it, counting
 * what earlier refunds of the same order returned. Asking to return more than is left throws.
 */
export function refundSplit(input: {
  amount: number;
  paidWithPoints: number;
  paidWithEmoney: number;
  returnedPoints?: number;
  returnedEmoney?: number;
}): RefundSplit {
  const { amount, paidWithPoints, paidWithEmoney } = input;
  const returnedPoints = input.returnedPoints ?? 0;
  const returnedEmoney = input.returnedEmoney ?? 0;
  const values = [amount, paidWithPoints, paidWithEmoney, returnedPoints, returnedEmoney];
  if (!values.every(isWhole)) throw new RangeError(`Not whole amounts: ${values.join(', ')}`);
  const pointsLeft = paidWithPoints - returnedPoints;
  const emoneyLeft = paidWithEmoney - returnedEmoney;
  if (pointsLeft < 0 || emoneyLeft < 0 || amount > pointsLeft + emoneyLeft) {
    throw new RangeError(
      `Cannot return ${amount}: ${Math.max(0, pointsLeft) + Math.max(0, emoneyLeft)} left of the order`,
    );
  }
  const paid = paidWithPoints + paidWithEmoney;
  let points = paid === 0 ? 0 : Math.min(pointsLeft, Math.floor((amount * paidWithPoints) / paid));
  let emoney = amount - points;
  if (emoney > emoneyLeft) {
    points += emoney - emoneyLeft;
    emoney = emoneyLeft;
  }
  return { points, emoney };
}

/** A party seat as the refund rule reads it. */
export interface SeatFacts {
  /** The founder approved the member: the seat is in use from its period's start. */
  inUse: boolean;
  /** The party's period, `yyyy-MM-dd` in Seoul, both days included. */
  startsAt: string;
  endsAt: string;
}

export interface LineRefund {
  /** What goes back to the buyer, in whole won. */
  amount: number;
  /** Days of a seat's period used up to today (today counts as used); 0 for other lines. */
  usedDays: number;
  /** Days of a seat's period still to come; 0 for other lines. */
  remainingDays: number;
}

/**
 * What one line of an order gives back to its buyer if its money goes back at `now`, by whatever
 * path (a refund approved, a member leaving, a seller's cancellation, a member turned down): the
 * one rule, so that what the leave dialog promises is what the approval pays (decision 030).
 *
 * - A coupon or a code, or a party seat not yet in use (the founder has not approved the member):
 *   everything paid for the line, its share of the order fee included.
 * - A seat in use: its price for the days still to come, as an early end of sharing compensates a
 *   member (`endSharingSettlement`); the days used and the order fee are not returned.
 */
export function lineRefund(input: {
  /** What the buyer paid for the line: `allocateOrderTotal`'s share. */
  paid: number;
  /** The line's price, without its share of the fee. */
  price: number;
  /** Set for a party seat. */
  seat?: SeatFacts | null;
  now: Date;
}): LineRefund {
  const { paid, price, seat, now } = input;
  if (!isWhole(paid) || !isWhole(price) || price > paid) {
    throw new RangeError(`A line is paid its price or more, in whole won: ${price} of ${paid}`);
  }
  if (!seat) return { amount: paid, usedDays: 0, remainingDays: 0 };
  const settlement = endSharingSettlement({
    price,
    startsAt: seat.startsAt,
    endsAt: seat.endsAt,
    now,
    activeMembers: 1,
  });
  // A member waiting for approval has used nothing of the period yet.
  if (!seat.inUse) return { amount: paid, usedDays: 0, remainingDays: settlement.totalDays };
  return {
    amount: settlement.compensationPerMember,
    usedDays: settlement.totalDays - settlement.remainingDays,
    remainingDays: settlement.remainingDays,
  };
}

export type SaleCancelRefusal = 'NOT_SOLD' | 'ALREADY_CONFIRMED' | 'REFUND_PENDING' | 'CLOSED';

/**
 * Whether a seller may cancel the sale of a coupon or code (SPEC §4, §5): it must be sold and the
 * purchase still open without a refund request waiting (that request is decided instead), not yet
 * confirmed, refunded or cancelled. The buyer gets back everything they paid for it, whoever the
 * seller names as responsible; the responsibility and reason are kept for the record.
 */
export function checkSaleCancellation(input: {
  postStatus: ProductStatus;
  /** The status of the purchased line, or null when no one bought the post. */
  saleStatus: OrderStatus | null;
}): { ok: true } | Refusal<SaleCancelRefusal> {
  const { postStatus, saleStatus } = input;
  if (postStatus !== 'SOLD' || saleStatus === null) return { ok: false, reason: 'NOT_SOLD' };
  switch (saleStatus) {
    case 'PAID':
      return { ok: true };
    case 'CONFIRMED':
      return { ok: false, reason: 'ALREADY_CONFIRMED' };
    case 'REFUND_REQUESTED':
      return { ok: false, reason: 'REFUND_PENDING' };
    default:
      return { ok: false, reason: 'CLOSED' };
  }
}
