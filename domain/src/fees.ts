/**
 * The fees the buyer and the member see before they commit (SPEC §7 fee/order, fee/withdrawal, §9):
 * one function each, used by the web to promise a figure and by the server to charge it, with the
 * terms the server's fee tables answer (`GET /api/common/fee/order`, `GET /api/cp/cash/withdraw/info`).
 * Amounts are whole won; the rounding is stated once here.
 */

/** A fee as the fee tables state it: a share of the amount (0.1 is 10 %) and a fixed part in won. */
export interface FeeTerms {
  rate: number;
  fixedAmount: number;
}

function assertTerms({ rate, fixedAmount }: FeeTerms): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new RangeError(`A fee rate is a fraction from 0 to 1: ${rate}`);
  }
  if (!Number.isSafeInteger(fixedAmount) || fixedAmount < 0) {
    throw new RangeError(`A fixed fee is whole won: ${fixedAmount}`);
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Not a whole amount of won: ${amount}`);
  }
}

/**
 * The fee added to an order of `itemsTotal` won: the fixed part plus the rate of the items, rounded
 * to the nearest won (halves up). What the buyer pays in all is `orderCharge`.
 */
export function orderFee(terms: FeeTerms, itemsTotal: number): number {
  assertTerms(terms);
  assertAmount(itemsTotal);
  return terms.fixedAmount + Math.round(itemsTotal * terms.rate);
}

/**
 * The fee kept from a withdrawal of `amount` won: the rate of the amount rounded down (in the
 * member's favour) plus the payout method's fixed charge, never more than the amount itself.
 */
export function withdrawalFee(amount: number, terms: FeeTerms): number {
  assertTerms(terms);
  assertAmount(amount);
  return Math.min(amount, Math.floor(amount * terms.rate) + terms.fixedAmount);
}

/** An order of `itemsTotal` won as charged: its fee and the total the buyer pays. */
export function orderCharge(terms: FeeTerms, itemsTotal: number): { fee: number; total: number } {
  const fee = orderFee(terms, itemsTotal);
  return { fee, total: itemsTotal + fee };
}

/** A withdrawal of `amount` won as paid: the fee kept and the payout that leaves for the member. */
export function withdrawalPayout(amount: number, terms: FeeTerms): { fee: number; payout: number } {
  const fee = withdrawalFee(amount, terms);
  return { fee, payout: amount - fee };
}
