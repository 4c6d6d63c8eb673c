import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the signed-in member's money (e-money, points, their histories) and account summary
 * (counts of orders, codes, coupons, subscriptions, inquiries). Every feature that changes them — a
 * payment, a top-up, a withdrawal, a redeemed code, a refund — refreshes them through
 * `invalidateBalances`, so no screen shows a stale balance.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  credits: () => [...walletKeys.all, 'credits'] as const,
};

export const accountSummaryKeys = {
  all: ['account-summary'] as const,
};

export function invalidateBalances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: accountSummaryKeys.all }),
  ]);
}
