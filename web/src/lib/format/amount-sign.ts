/**
 * The sign before a movement in a history (e-money or points alike): `+` for money in, `−` (the
 * minus sign, U+2212, not the hyphen Intl puts there) for money out, nothing for zero.
 */
export const amountSign = (amount: number): string =>
  amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
