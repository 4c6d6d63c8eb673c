/**
 * `contract.wallet`: balances and their histories from the ledger, promotion codes, e-money top-up
 * by bank transfer (received through the control call, whose action this module provides) and
 * withdrawal under domain's rules. Every balance change goes through the ledger service, so each
 * balance stays the sum of its entries.
 */
import { success, successPage } from '@market/contract';
import type { Wallet } from '@market/domain';
import type { SignedInRequest } from '../pipeline/mock-request';
import { toLedgerEntries, toTopUpOrder, toWithdrawal } from '../mappers/wallet';
import { balances } from '../services/ledger';
import { redeemPromotionCode } from '../services/promotion-codes';
import { createTopUp, listPendingTransfers, receiveTransfer } from '../services/top-ups';
import { ledgerLineViews, ledgerPage, withdrawalView } from '../services/wallet-history';
import { withdraw, withdrawalTerms } from '../services/withdrawals';
import { defineResource } from './define-resource';

function history(request: SignedInRequest, wallet: Wallet, page: number, size: number) {
  const user = request.user;
  const { items, pagination } = ledgerPage(request.world, user.seq, wallet, page, size);
  return {
    status: 200 as const,
    body: successPage(toLedgerEntries(ledgerLineViews(request.world, items)), pagination),
  };
}

export const walletResource = defineResource('wallet', (mock) => {
  mock.controlActions.provide('receiveTransfer', receiveTransfer);
  mock.controlActions.provide('listTransfers', listPendingTransfers);

  return {
    getCredits: async ({ request }) => ({
      status: 200,
      body: success(balances(request.world, request.user.seq)),
    }),

    listEmoneyHistory: async ({ query, request }) =>
      history(request, 'EMONEY', query.page, query.size),

    listPointHistory: async ({ query, request }) =>
      history(request, 'POINTS', query.page, query.size),

    redeemPromotionCode: async ({ body, request }) => {
      const user = request.user;
      const now = request.now;
      const reward = redeemPromotionCode(request.world, user.seq, body.code, now);
      return { status: 200, body: success(reward) };
    },

    topUpEmoney: async ({ body, request }) => {
      const user = request.user;
      const now = request.now;
      const order = createTopUp(request.world, user, body.amount, now);
      return { status: 201, body: success(toTopUpOrder(order)) };
    },

    getWithdrawalInfo: async ({ request }) => {
      const user = request.user;
      const now = request.now;
      const { last, ...terms } = withdrawalTerms(request.world, user.seq, now);
      return {
        status: 200,
        body: success({
          ...terms,
          lastWithdrawal: last ? toWithdrawal(withdrawalView(last, now)) : null,
        }),
      };
    },

    withdrawEmoney: async ({ body, request }) => {
      const user = request.user;
      const now = request.now;
      const record = withdraw(request.world, user, body, now);
      return { status: 201, body: success(toWithdrawal(withdrawalView(record, now))) };
    },
  };
});
