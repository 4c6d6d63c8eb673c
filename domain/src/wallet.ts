/**
 * Wallets (SPEC §1, §9): e-money (prepaid cash, in won) and points. Every movement is a signed ledger
 * entry, so a balance is the sum of its wallet's entries and nothing else is stored. Withdrawal,
 * payment split, promotion-item pricing and the settlement of an early end of sharing are rules over
 * whole won; none of them reads the clock. The referral reward is REFERRAL_REWARD_POINTS (constants).
 */
import { PROMOTION_ITEM_UNIT_PRICE, WITHDRAWAL_MAX_KRW } from './constants';
import { type FeeTerms, withdrawalPayout } from './fees';
import { addDays, daysBetween, isSameBusinessDay } from './dates';
import type { LedgerReason, Wallet } from './vocabulary';

/** One movement of one wallet: positive credits, negative debits, in whole won or points. */
export interface LedgerEntry {
  wallet: Wallet;
  amount: number;
  reason: LedgerReason;
  at: Date;
}

const isWholeAmount = (value: number) => Number.isSafeInteger(value);
const isPositiveWhole = (value: number) => isWholeAmount(value) && value > 0;

/** The balance of one wallet: the sum of its entries. */
export function balanceOf(entries: readonly LedgerEntry[], wallet: Wallet): number {
  return entries.reduce((sum, entry) => (entry.wallet === wallet ? sum + entry.amount : sum), 0);
}

/** Whether a wallet can pay `amount` (a positive whole number) without going below zero. */
export function canDebit(entries: readonly LedgerEntry[], wallet: Wallet, amount: number): boolean {
  return isPositiveWhole(amount) && balanceOf(entries, wallet) >= amount;
}

/** A refusal, named like the contract's error code the server answers with. */
export type Refusal<R extends string> = { ok: false; reason: R };

export type WithdrawalRefusal =
  | 'VALIDATION_FAILED'
  | 'WITHDRAWAL_LIMIT_EXCEEDED'
  | 'WITHDRAWAL_ALREADY_TODAY'
  | 'INSUFFICIENT_BALANCE';

export type WithdrawalCheck =
  | { ok: true; fee: number; payout: number }
  | Refusal<WithdrawalRefusal>;

/**
 * Whether a member may withdraw `amount` won of e-money now. The whole amount leaves the balance;
 * the member receives it less the fee. Checks run in this order, so the first failing one names the
 * refusal: a positive whole amount, the per-withdrawal maximum, once per Seoul calendar day, balance.
 */
export function checkWithdrawal(input: {
  amount: number;
  emoneyBalance: number;
  lastWithdrawalAt: Date | null;
  now: Date;
  /** The fee table's terms for the chosen payout method (fees.ts `withdrawalFee`). */
  fee: FeeTerms;
}): WithdrawalCheck {
  const { amount, emoneyBalance, lastWithdrawalAt, now } = input;
  if (!isPositiveWhole(amount)) return { ok: false, reason: 'VALIDATION_FAILED' };
  if (amount > WITHDRAWAL_MAX_KRW) return { ok: false, reason: 'WITHDRAWAL_LIMIT_EXCEEDED' };
  if (lastWithdrawalAt && isSameBusinessDay(lastWithdrawalAt, now)) {
    return { ok: false, reason: 'WITHDRAWAL_ALREADY_TODAY' };
  }
  if (emoneyBalance < amount) return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  return { ok: true, ...withdrawalPayout(amount, input.fee) };
}

export type PaymentRefusal = 'VALIDATION_FAILED' | 'INSUFFICIENT_BALANCE';
export type PaymentPlan =
  | { ok: true; fromPoints: number; fromEmoney: number }
  | Refusal<PaymentRefusal>;

/**
 * How a checkout total is paid: the points the buyer chose first, the rest from e-money. Amounts are
 * whole and not negative; points cannot exceed the total (no change is given in points).
 */
export function planPayment(input: {
  total: number;
  pointsToUse: number;
  emoney: number;
  points: number;
}): PaymentPlan {
  const { total, pointsToUse, emoney, points } = input;
  const wholeAndNotNegative = [total, pointsToUse].every((n) => isWholeAmount(n) && n >= 0);
  if (!wholeAndNotNegative || pointsToUse > total)
    return { ok: false, reason: 'VALIDATION_FAILED' };
  const fromEmoney = total - pointsToUse;
  if (pointsToUse > points || fromEmoney > emoney) {
    return { ok: false, reason: 'INSUFFICIENT_BALANCE' };
  }
  return { ok: true, fromPoints: pointsToUse, fromEmoney };
}

/**
 * A bulk discount band of promotion items: units from `minUnits` on cost `discountPercent` less.
 * Bands are graduated, like tax brackets: each unit is priced by the band it falls in, so buying one
 * more unit never costs less in total (a whole-order discount would make 100 units cheaper than 99).
 */
export interface PromotionTier {
  name: 'BULK_10' | 'BULK_30' | 'BULK_100';
  minUnits: number;
  discountPercent: number;
}

/** Bulk discount bands (SPEC §9 says only that they exist), from the smallest up. */
export const PROMOTION_BULK_TIERS: readonly PromotionTier[] = [
  { name: 'BULK_10', minUnits: 10, discountPercent: 5 },
  { name: 'BULK_30', minUnits: 30, discountPercent: 10 },
  { name: 'BULK_100', minUnits: 100, discountPercent: 20 },
];

export interface PromotionItemPrice {
  units: number;
  unitPrice: number;
  /** Units times the unit price, before discounts. */
  listPrice: number;
  /** The highest band the purchase reaches, or null below the first. */
  tier: PromotionTier['name'] | null;
  /** The sum of each unit's band discount, in won. */
  discount: number;
  /** What the seller pays, in cash (e-money won). */
  total: number;
}

/** The band the `unit`-th unit of a purchase falls in, or null below the first. */
export function promotionTierFor(unit: number): PromotionTier | null {
  return PROMOTION_BULK_TIERS.findLast((tier) => unit >= tier.minUnits) ?? null;
}

/**
 * The price of `units` units of a promotion item (PICK and UP cost the same). Each band's discount is
 * rounded down to a whole won; with the current bands it is always whole.
 */
export function promotionItemPrice(units: number): PromotionItemPrice {
  if (!isPositiveWhole(units))
    throw new RangeError(`Units must be a positive whole number: ${units}`);
  const listPrice = units * PROMOTION_ITEM_UNIT_PRICE;
  const discount = PROMOTION_BULK_TIERS.reduce((sum, tier, index) => {
    const lastUnitOfBand = (PROMOTION_BULK_TIERS[index + 1]?.minUnits ?? Infinity) - 1;
    const unitsInBand = Math.max(0, Math.min(units, lastUnitOfBand) - tier.minUnits + 1);
    const bandPrice = unitsInBand * PROMOTION_ITEM_UNIT_PRICE;
    return sum + Math.floor((bandPrice * tier.discountPercent) / 100);
  }, 0);
  return {
    units,
    unitPrice: PROMOTION_ITEM_UNIT_PRICE,
    listPrice,
    tier: promotionTierFor(units)?.name ?? null,
    discount,
    total: listPrice - discount,
  };
}

export interface SharingSettlement {
  /** Calendar days of the subscription period, both ends included. */
  totalDays: number;
  /** Days of the period after today that the members paid for and will not get. */
  remainingDays: number;
  /** Returned to each active member: their price prorated over the remaining days, rounded down. */
  compensationPerMember: number;
  /** What the founder pays: exactly the sum of the members' compensation. */
  founderPenalty: number;
}

/**
 * Settlement when a founder stops sharing early (SPEC §4). Each active member paid `price` for the
 * whole period (startsAt to endsAt, Seoul days, both included); today counts as used. Each member is
 * compensated with the unused share, floor(price × remainingDays / totalDays); the founder's penalty
 * is the total of those compensations, so the two ledger sides balance to zero.
 */
export function endSharingSettlement(input: {
  price: number;
  startsAt: string;
  endsAt: string;
  now: Date;
  activeMembers: number;
}): SharingSettlement {
  const { price, startsAt, endsAt, now, activeMembers } = input;
  if (!isWholeAmount(price) || price < 0) throw new RangeError(`Not a whole price: ${price}`);
  if (!isWholeAmount(activeMembers) || activeMembers < 0) {
    throw new RangeError(`Not a member count: ${activeMembers}`);
  }
  const totalDays = daysBetween(startsAt, endsAt) + 1;
  if (totalDays < 1)
    throw new RangeError(`The period ends before it starts: ${startsAt}..${endsAt}`);
  // Days still to come, counted from tomorrow (or from the start, if sharing has not begun).
  const firstUnusedDay = daysBetween(now, startsAt) > 0 ? startsAt : addDays(now, 1);
  const remainingDays = Math.min(totalDays, Math.max(0, daysBetween(firstUnusedDay, endsAt) + 1));
  const compensationPerMember = Math.floor((price * remainingDays) / totalDays);
  return {
    totalDays,
    remainingDays,
    compensationPerMember,
    founderPenalty: compensationPerMember * activeMembers,
  };
}
