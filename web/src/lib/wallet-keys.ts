import type { LedgerQuery } from '@market/contract';

/**
 * Query keys of the signed-in member's money (e-money, points, their histories, the withdrawal
 * limits) and account summary (counts of orders, codes, coupons, subscriptions, inquiries). Every
 * change to them (a payment, a top-up, a withdrawal, a redeemed code, a refund) marks them stale
 * through app/stale-after-change.ts, so no screen shows a stale balance.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  credits: () => [...walletKeys.all, 'credits'] as const,
  emoneyHistory: (query: LedgerQuery) => [...walletKeys.all, 'emoney-history', query] as const,
  pointHistory: (query: LedgerQuery) => [...walletKeys.all, 'point-history', query] as const,
  withdrawalInfo: () => [...walletKeys.all, 'withdrawal-info'] as const,
  /** A top-up or checkout order waiting for its bank transfer (polled until paid). */
  transfer: (orderId: string) => [...walletKeys.all, 'transfer', orderId] as const,
};

export const accountSummaryKeys = {
  all: ['account-summary'] as const,
};
