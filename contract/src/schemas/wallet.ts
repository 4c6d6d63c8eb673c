/**
 * The member's wallet (SPEC §3 credits): e-money and points balances, their ledgers, promotion-code
 * rewards, e-money top-up by bank transfer and cash-out (withdrawal). Amounts are whole KRW.
 */
import {
  DateString,
  DateTimeString,
  HISTORY_PAGE_SIZE,
  JsonText,
  PROMOTION_CODE_MAX_LENGTH,
  MONEY_MAX,
  topUpAmountField,
  withdrawalFormSchema,
} from '@market/domain';
import {
  LedgerReason,
  OrderStatus,
  PayoutStatus,
  RewardType,
  Wallet,
  WithdrawalMethod,
} from '@market/domain/schemas';
import { z } from 'zod';
import { MAX_PAGE_SIZE, PageQuery, wholeNumberText } from '../query';
import { withFormRules } from './form-body';
import { Krw } from './post';

export const Credits = z.object({ emoney: Krw, points: Krw }).describe('Credits');
export type Credits = z.infer<typeof Credits>;

/** One movement of a balance: `amount` is positive when credited and negative when debited. */
export const LedgerEntry = z
  .object({
    seq: z.number().int().positive(),
    wallet: Wallet,
    reason: LedgerReason,
    amount: z.number().int().min(-MONEY_MAX).max(MONEY_MAX),
    balanceAfter: Krw,
    /** What the movement was for, e.g. the post bought (multilingual), when there is one. */
    description: JsonText.nullable(),
    orderId: z.string().nullable(),
    createdAt: DateTimeString,
  })
  .describe('LedgerEntry');
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** SPEC §9: points and e-money history list 10 entries a page unless asked otherwise. */
export const LedgerQuery = PageQuery.extend({
  size: wholeNumberText(1, MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type LedgerQuery = z.input<typeof LedgerQuery>;

/** SPEC §5: the code has no client rule; the server's message is shown when it is refused. */
export const PromotionCodeBody = z
  .object({ code: z.string().trim().min(1).max(PROMOTION_CODE_MAX_LENGTH) })
  .strict();
export type PromotionCodeBody = z.input<typeof PromotionCodeBody>;

export const PromotionReward = z
  .object({ rewardAmount: Krw, rewardType: RewardType })
  .describe('PromotionReward');
export type PromotionReward = z.infer<typeof PromotionReward>;

/** A top-up: a whole amount of won within domain's top-up bounds. */
export const TopUpBody = z.object({ amount: topUpAmountField }).strict();
export type TopUpBody = z.input<typeof TopUpBody>;

export const BankAccount = z
  .object({
    bankName: z.string().min(1),
    accountNumber: z.string().min(1),
    accountHolder: z.string().min(1),
  })
  .describe('BankAccount');
export type BankAccount = z.infer<typeof BankAccount>;

/** An e-money top-up order waiting for the member's bank transfer (/my/pending-transfer). */
export const TopUpOrder = z
  .object({
    orderId: z.string().min(1),
    amount: Krw,
    status: OrderStatus,
    /** Where the member sends the money. */
    payTo: BankAccount,
    /** The name the transfer must carry so that it can be matched to the order. */
    depositorName: z.string().min(1),
    transferDeadline: DateTimeString,
    createdAt: DateTimeString,
  })
  .describe('TopUpOrder');
export type TopUpOrder = z.infer<typeof TopUpOrder>;

/**
 * The cash-out form: a bank account (bank, holder, number) or a PayPal address, as `method` says.
 * The once-a-day rule and the balance are the server's to refuse (WITHDRAWAL_ALREADY_TODAY,
 * INSUFFICIENT_BALANCE).
 */
export const WithdrawalBody = withFormRules(
  withdrawalFormSchema.innerType().strict(),
  withdrawalFormSchema,
);
export type WithdrawalBody = z.input<typeof WithdrawalBody>;

/** A cash-out: the fee is kept from `amount` and `payout` reaches the member. */
export const Withdrawal = z
  .object({
    seq: z.number().int().positive(),
    method: WithdrawalMethod,
    amount: Krw,
    fee: Krw,
    payout: Krw,
    status: PayoutStatus,
    requestedAt: DateTimeString,
    /** The last day the payout may take (business days after the request). */
    expectedBy: DateString,
  })
  .describe('Withdrawal');
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalInfo = z
  .object({
    /** Share of the amount kept as the fee, e.g. 0.1. */
    feeRate: z.number().min(0).max(1),
    /** Fixed transfer charge per method on top of the rate. */
    methodFees: z.array(z.object({ method: WithdrawalMethod, fee: Krw })),
    maxAmount: Krw,
    withdrawalsPerDay: z.number().int().min(1),
    payoutBusinessDays: z.number().int().min(0),
    /** E-money the member may cash out now. */
    withdrawableAmount: Krw,
    /** False once today's withdrawal has been made. */
    availableToday: z.boolean(),
    lastWithdrawal: Withdrawal.nullable(),
  })
  .describe('WithdrawalInfo');
export type WithdrawalInfo = z.infer<typeof WithdrawalInfo>;
