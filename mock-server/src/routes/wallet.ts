/**
 * `contract.wallet`: balances and their histories from the ledger, promotion codes, e-money top-up
 * by bank transfer (received through the control call, whose action this module provides) and
 * withdrawal under domain's rules. Every balance change goes through the ledger service, so each
 * balance stays the sum of its entries.
 */
import { success, successPage } from '@market/contract';
import {
  WITHDRAWAL_FEE_RATE,
  WITHDRAWAL_MAX_KRW,
  WITHDRAWAL_METHOD_FEE_KRW,
  WITHDRAWAL_PAYOUT_BUSINESS_DAYS,
  WITHDRAWALS_PER_DAY,
  type Wallet,
  type WithdrawalMethod,
  checkWithdrawal,
  isSameBusinessDay,
  paginate,
} from '@market/domain';
import { type WithdrawalRecord, type World, nextSeq, walletBalance } from '@market/fixtures';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/plugin';
import { fail } from '../http/api-failure';
import { toLedgerEntries, toTopUpOrder, toWithdrawal } from '../mappers/wallet';
import { balances, credit, debit } from '../services/ledger';
import { settleDueOrders } from '../services/orders/confirmation';
import { createTopUp, listPendingTransfers, receiveTransfer } from '../services/top-ups';
import {
  PAYPAL_BANK_NAME,
  ledgerLineViews,
  ledgerLines,
  withdrawalView,
} from '../services/wallet-history';
import { defineResource } from './define-resource';

function lastWithdrawalOf(world: World, userSeq: number): WithdrawalRecord | null {
  let last: WithdrawalRecord | null = null;
  for (const withdrawal of world.withdrawals) {
    if (withdrawal.userSeq !== userSeq) continue;
    if (!last || withdrawal.requestedAt >= last.requestedAt) last = withdrawal;
  }
  return last;
}

function history(request: FastifyRequest, wallet: Wallet, page: number, size: number) {
  const user = currentUser(request);
  const { items, pagination } = paginate(ledgerLines(request.world, user.seq, wallet), page, size);
  return {
    status: 200 as const,
    body: successPage(toLedgerEntries(ledgerLineViews(request.world, items)), pagination),
  };
}

export const walletResource = defineResource('wallet', (app) => {
  app.controlActions.provide('receiveTransfer', receiveTransfer);
  app.controlActions.provide('listTransfers', listPendingTransfers);
  // Balances include sales confirmed automatically since the last request (3 days on the clock).
  app.addHook('preHandler', async (request) => {
    settleDueOrders(request.world, request.clock.now());
  });

  return {
    getCredits: async ({ request }) => ({
      status: 200,
      body: success(balances(request.world, currentUser(request).seq)),
    }),

    listEmoneyHistory: async ({ query, request }) =>
      history(request, 'EMONEY', query.page, query.size),

    listPointHistory: async ({ query, request }) =>
      history(request, 'POINTS', query.page, query.size),

    redeemPromotionCode: async ({ body, request }) => {
      const user = currentUser(request);
      const now = request.clock.now();
      const typed = body.code.trim().toUpperCase();
      const promotion = request.world.promotionCodes.find((candidate) => candidate.code === typed);
      if (!promotion) {
        return fail('PROMOTION_CODE_INVALID', 'This promotion code does not exist');
      }
      if (now >= promotion.expiresAt) {
        return fail('PROMOTION_CODE_INVALID', 'This promotion code has expired');
      }
      if (promotion.usedBySeqs.includes(user.seq)) {
        return fail('PROMOTION_CODE_USED', 'You have used this promotion code already');
      }
      if (promotion.maxUses !== null && promotion.usedBySeqs.length >= promotion.maxUses) {
        return fail('PROMOTION_CODE_USED', 'This promotion code has been used up');
      }
      promotion.usedBySeqs.push(user.seq);
      credit(request.world, {
        userSeq: user.seq,
        wallet: promotion.rewardType === 'POINTS' ? 'POINTS' : 'EMONEY',
        amount: promotion.rewardAmount,
        reason: 'PROMOTION_CODE',
        ref: promotion.code,
        at: now,
      });
      return {
        status: 200,
        body: success({ rewardAmount: promotion.rewardAmount, rewardType: promotion.rewardType }),
      };
    },

    topUpEmoney: async ({ body, request }) => {
      const order = createTopUp(
        request.world,
        currentUser(request),
        body.amount,
        request.clock.now(),
      );
      return { status: 201, body: success(toTopUpOrder(order)) };
    },

    getWithdrawalInfo: async ({ request }) => {
      const user = currentUser(request);
      const now = request.clock.now();
      const last = lastWithdrawalOf(request.world, user.seq);
      const availableToday =
        last === null || !isSameBusinessDay(new Date(last.requestedAt), new Date(now));
      const balance = walletBalance(request.world, user.seq, 'EMONEY');
      return {
        status: 200,
        body: success({
          feeRate: WITHDRAWAL_FEE_RATE,
          methodFees: Object.entries(WITHDRAWAL_METHOD_FEE_KRW).map(([method, fee]) => ({
            method: method as WithdrawalMethod,
            fee,
          })),
          maxAmount: WITHDRAWAL_MAX_KRW,
          withdrawalsPerDay: WITHDRAWALS_PER_DAY,
          payoutBusinessDays: WITHDRAWAL_PAYOUT_BUSINESS_DAYS,
          withdrawableAmount: availableToday ? Math.min(balance, WITHDRAWAL_MAX_KRW) : 0,
          availableToday,
          lastWithdrawal: last ? toWithdrawal(withdrawalView(last, now)) : null,
        }),
      };
    },

    withdrawEmoney: async ({ body, request }) => {
      const user = currentUser(request);
      const { world } = request;
      if (!user.verified) {
        return fail('IDENTITY_NOT_VERIFIED', 'Verify your identity before cashing out');
      }
      const now = request.clock.now();
      const last = lastWithdrawalOf(world, user.seq);
      const check = checkWithdrawal({
        amount: body.amount,
        emoneyBalance: walletBalance(world, user.seq, 'EMONEY'),
        lastWithdrawalAt: last ? new Date(last.requestedAt) : null,
        now: new Date(now),
      });
      if (!check.ok) {
        switch (check.reason) {
          case 'VALIDATION_FAILED':
            return fail('VALIDATION_FAILED', 'body.amount: validation.amount.invalid');
          case 'WITHDRAWAL_LIMIT_EXCEEDED':
            return fail(check.reason, `At most ${WITHDRAWAL_MAX_KRW} won per withdrawal`);
          case 'WITHDRAWAL_ALREADY_TODAY':
            return fail(check.reason, 'You can withdraw once a day: try again tomorrow');
          case 'INSUFFICIENT_BALANCE':
            return fail(check.reason, 'Not enough e-money for this withdrawal');
        }
      }
      const methodFee = WITHDRAWAL_METHOD_FEE_KRW[body.method as WithdrawalMethod];
      const paypal = body.method === 'PAYPAL';
      const record: WithdrawalRecord = {
        seq: nextSeq(world, 'withdrawals'),
        userSeq: user.seq,
        amount: body.amount,
        fee: check.fee + methodFee,
        bankName: paypal ? PAYPAL_BANK_NAME : body.bankName!,
        accountNumber: paypal ? body.paypalEmail! : body.accountNumber!,
        accountHolder: body.accountHolder ?? user.realName ?? user.nickname,
        status: 'REQUESTED',
        requestedAt: now,
        completedAt: null,
      };
      const ref = `withdrawal:${record.seq}`;
      const movement = { userSeq: user.seq, wallet: 'EMONEY' as const, ref, at: now };
      // The payout and the fee leave as two entries, so the history shows what the fee took.
      debit(world, { ...movement, amount: record.amount - record.fee, reason: 'WITHDRAWAL' });
      debit(world, { ...movement, amount: record.fee, reason: 'WITHDRAWAL_FEE' });
      world.withdrawals.push(record);
      return { status: 201, body: success(toWithdrawal(withdrawalView(record, now))) };
    },
  };
});
