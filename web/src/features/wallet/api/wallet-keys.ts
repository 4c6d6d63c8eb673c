/**
 * Query keys of the wallet's own reads: the e-money and point histories, the withdrawal limits and
 * a transfer being awaited (the balances themselves are shared/balances'). Every key starts with
 * `wallet` and the member's token, so one member's money is never served to the next; every
 * change to them marks them stale through app/stale-after-change.ts.
 */
import type { LedgerQuery } from '@market/contract';

type Token = string | null;

export const walletKeys = {
  all: ['wallet'] as const,
  member: (token: Token) => [...walletKeys.all, token] as const,
  emoneyHistory: (token: Token, query: LedgerQuery) =>
    [...walletKeys.member(token), 'emoney-history', query] as const,
  pointHistory: (token: Token, query: LedgerQuery) =>
    [...walletKeys.member(token), 'point-history', query] as const,
  withdrawalInfo: (token: Token) => [...walletKeys.member(token), 'withdrawal-info'] as const,
  /** A top-up or checkout order waiting for its bank transfer (polled until paid). */
  transfer: (token: Token, orderId: string) =>
    [...walletKeys.member(token), 'transfer', orderId] as const,
};
