/**
 * Cash-out of e-money (SPEC §9: once a day, at most KRW 5,000,000, a fee, paid within 3 business
 * days): what the member may withdraw now, and the withdrawal itself under domain's
 * `checkWithdrawal` with the world's fee terms (fees.ts), the same the cash-out form shows.
 */
import {
  WITHDRAWAL_MAX_KRW,
  WITHDRAWAL_PAYOUT_BUSINESS_DAYS,
  WITHDRAWALS_PER_DAY,
  type WithdrawalMethod,
  checkWithdrawal,
  isSameBusinessDay,
} from '@market/domain';
import type { UserRecord, WithdrawalRecord, World } from '@market/world';
import { nextSeq } from '@market/world';
import { ApiFailure } from '../http/api-failure';
import { withdrawalFeeTerms } from './fees';
import { withdrawalsOfMember } from './indexes';
import { debit, payOut, walletBalance } from './ledger';
import { PAYPAL_BANK_NAME } from './wallet-history';

const WITHDRAWAL_METHODS: readonly WithdrawalMethod[] = ['BANK_TRANSFER', 'PAYPAL'];

function lastWithdrawalOf(world: World, userSeq: number): WithdrawalRecord | null {
  let last: WithdrawalRecord | null = null;
  for (const withdrawal of withdrawalsOfMember.of(world, userSeq)) {
    if (!last || withdrawal.requestedAt >= last.requestedAt) last = withdrawal;
  }
  return last;
}

/** The rules of a cash-out as they apply to this member now. */
export function withdrawalTerms(world: World, userSeq: number, now: number) {
  const last = lastWithdrawalOf(world, userSeq);
  const availableToday =
    last === null || !isSameBusinessDay(new Date(last.requestedAt), new Date(now));
  const balance = walletBalance(world, userSeq, 'EMONEY');
  return {
    feeRate: world.fees.withdrawalRate,
    methodFees: WITHDRAWAL_METHODS.map((method) => ({
      method,
      fee: withdrawalFeeTerms(world, method).fixedAmount,
    })),
    maxAmount: WITHDRAWAL_MAX_KRW,
    withdrawalsPerDay: WITHDRAWALS_PER_DAY,
    payoutBusinessDays: WITHDRAWAL_PAYOUT_BUSINESS_DAYS,
    withdrawableAmount: availableToday ? Math.min(balance, WITHDRAWAL_MAX_KRW) : 0,
    availableToday,
    last,
  };
}

export interface WithdrawalRequest {
  amount: number;
  method: WithdrawalMethod;
  bankName?: string | undefined;
  accountNumber?: string | undefined;
  accountHolder?: string | undefined;
  paypalEmail?: string | undefined;
}

const refusals = {
  VALIDATION_FAILED: 'body.amount: validation.amount.invalid',
  WITHDRAWAL_LIMIT_EXCEEDED: `At most ${WITHDRAWAL_MAX_KRW} won per withdrawal`,
  WITHDRAWAL_ALREADY_TODAY: 'You can withdraw once a day: try again tomorrow',
  INSUFFICIENT_BALANCE: 'Not enough e-money for this withdrawal',
} as const;

/**
 * Takes the whole amount from the member's e-money: the payout leaves for their account, the fee
 * goes to the marketplace (two entries, so the history shows what the fee took). Refused with
 * 403 IDENTITY_NOT_VERIFIED or domain's refusal, and nothing moves.
 */
export function withdraw(
  world: World,
  user: UserRecord,
  request: WithdrawalRequest,
  now: number,
): WithdrawalRecord {
  if (!user.verified) {
    throw new ApiFailure('IDENTITY_NOT_VERIFIED', 'Verify your identity before cashing out');
  }
  const last = lastWithdrawalOf(world, user.seq);
  const check = checkWithdrawal({
    amount: request.amount,
    emoneyBalance: walletBalance(world, user.seq, 'EMONEY'),
    lastWithdrawalAt: last ? new Date(last.requestedAt) : null,
    now: new Date(now),
    fee: withdrawalFeeTerms(world, request.method),
  });
  if (!check.ok) throw new ApiFailure(check.reason, refusals[check.reason]);
  const paypal = request.method === 'PAYPAL';
  const record: WithdrawalRecord = {
    seq: nextSeq(world, 'withdrawals'),
    userSeq: user.seq,
    amount: request.amount,
    fee: check.fee,
    bankName: paypal ? PAYPAL_BANK_NAME : request.bankName!,
    accountNumber: paypal ? request.paypalEmail! : request.accountNumber!,
    accountHolder: request.accountHolder ?? user.realName ?? user.nickname,
    status: 'REQUESTED',
    requestedAt: now,
    completedAt: null,
  };
  const movement = {
    userSeq: user.seq,
    wallet: 'EMONEY',
    ref: `withdrawal:${record.seq}`,
    at: now,
  } as const;
  payOut(world, { ...movement, amount: check.payout, reason: 'WITHDRAWAL' });
  debit(world, { ...movement, amount: check.fee, reason: 'WITHDRAWAL_FEE' });
  world.withdrawals.push(record);
  return record;
}
