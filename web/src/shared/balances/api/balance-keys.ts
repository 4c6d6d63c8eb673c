/**
 * Query keys of the signed-in member's balances (e-money and points, GET /api/cp), read by the
 * account menu, the member page, the wallet screens and checkout, and of a seller's (with the sales
 * awaiting settlement, GET /api/seller/cp), read by the console's home and its statistics. Keyed by token: one member's
 * money is never served to the next. A payment, a top-up, a withdrawal, a redeemed code or a refund
 * marks them stale through app/stale-after-change.ts.
 */
export const balanceKeys = {
  all: ['balances'] as const,
  credits: (token: string | null) => [...balanceKeys.all, token, 'credits'] as const,
  sellerCredits: (token: string | null) => [...balanceKeys.all, token, 'sellerCredits'] as const,
};
