/**
 * Balances and their movements. SPEC §7 names the balance, the two ledgers and the promotion code;
 * top-up (/buy-emoney) and cash-out (/cash-out) are what the screens of SPEC §2 need.
 */
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import {
  Credits,
  LedgerEntry,
  LedgerQuery,
  PromotionCodeBody,
  PromotionReward,
  TopUpBody,
  TopUpOrder,
  Withdrawal,
  WithdrawalBody,
  WithdrawalInfo,
} from '../schemas/wallet';

export const walletContract = c.router({
  getCredits: {
    method: 'GET',
    path: '/api/cp',
    summary: "Get the signed-in member's e-money and points balances.",
    responses: { 200: ok(Credits), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listEmoneyHistory: {
    method: 'GET',
    path: '/api/cp/cash',
    summary: "List the movements of the member's e-money balance, newest first.",
    query: LedgerQuery,
    responses: { 200: okPage(LedgerEntry), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listPointHistory: {
    method: 'GET',
    path: '/api/cp/point',
    summary: "List the movements of the member's points balance, newest first.",
    query: LedgerQuery,
    responses: { 200: okPage(LedgerEntry), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  redeemPromotionCode: {
    method: 'POST',
    path: '/api/promotion/use',
    summary: 'Redeem a promotion code for points or e-money.',
    body: PromotionCodeBody,
    responses: { 200: ok(PromotionReward), ...errors(400, 401, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  topUpEmoney: {
    method: 'POST',
    path: '/api/cp/cash/charge',
    summary: 'Order e-money, to be paid by bank transfer into the account the answer names.',
    body: TopUpBody,
    responses: { 201: ok(TopUpOrder), ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  getWithdrawalInfo: {
    method: 'GET',
    path: '/api/cp/cash/withdraw/info',
    summary: "Get the withdrawal fee and limits and the member's last withdrawal.",
    responses: { 200: ok(WithdrawalInfo), ...errors(400, 401) },
    metadata: meta('assumed', 'member'),
  },
  withdrawEmoney: {
    method: 'POST',
    path: '/api/cp/cash/withdraw',
    summary: 'Cash out e-money to a bank account or PayPal, less the withdrawal fee.',
    body: WithdrawalBody,
    responses: { 201: ok(Withdrawal), ...errors(400, 401, 403, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
});
