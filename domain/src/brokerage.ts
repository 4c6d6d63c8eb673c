/**
 * The platform's brokerage on a sale (SPEC §7 fee/brokerage): when a purchase is confirmed the seller
 * is paid the price less the brokerage fee. The fee is the price times the rate, rounded to the
 * nearest whole won (halves up), the same figure the fixtures' generated sales use, so seeded and
 * live sales settle alike.
 */

export interface SaleSettlement {
  /** What the platform keeps, in won. */
  brokerageFee: number;
  /** What the seller is credited, in won: price minus the fee. */
  proceeds: number;
}

/** The seller's proceeds of one sold item at `price` won under `brokerageRate` (0.05 = 5%). */
export function saleSettlement(price: number, brokerageRate: number): SaleSettlement {
  if (!Number.isSafeInteger(price) || price < 0)
    throw new RangeError(`Not a whole price: ${price}`);
  if (!Number.isFinite(brokerageRate) || brokerageRate < 0 || brokerageRate > 1) {
    throw new RangeError(`A brokerage rate is a fraction from 0 to 1: ${brokerageRate}`);
  }
  const brokerageFee = Math.round(price * brokerageRate);
  return { brokerageFee, proceeds: price - brokerageFee };
}
