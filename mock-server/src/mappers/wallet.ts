/**
 * Wallet records as the wire shows them (contract `schemas/wallet.ts`): ledger entries with the
 * balance after each, withdrawals, and e-money top-up orders. Balances, order titles and withdrawal
 * statuses come from `services/wallet-history.ts`.
 */
import type { LedgerEntry, TopUpOrder, Withdrawal } from '@market/contract';
import type { LocalizedText, OrderRecord } from '@market/world';
import type { LedgerLineView, OrderBought, WithdrawalView } from '../services/wallet-history';
import { wireDateTime, wireText } from './wire';

function boughtTitle({ title, more }: OrderBought): LocalizedText {
  if (more === 0) return title;
  return {
    ko: `${title.ko} 외 ${more}건`,
    en: `${title.en} and ${more} more`,
    es: `${title.es} y ${more} más`,
  };
}

export function toLedgerEntries(lines: readonly LedgerLineView[]): LedgerEntry[] {
  return lines.map(({ entry, balanceAfter, orderId, bought }) => {
    let description: string | null = bought ? wireText(boughtTitle(bought)) : null;
    // The code the member typed is the same in every language.
    if (entry.reason === 'PROMOTION_CODE' && entry.ref !== null) description = entry.ref;
    return {
      seq: entry.seq,
      wallet: entry.wallet,
      reason: entry.reason,
      amount: entry.amount,
      balanceAfter,
      description,
      orderId,
      createdAt: wireDateTime(entry.at),
    };
  });
}

export function toWithdrawal({ record, method, status, expectedBy }: WithdrawalView): Withdrawal {
  return {
    seq: record.seq,
    method,
    amount: record.amount,
    fee: record.fee,
    payout: record.amount - record.fee,
    status,
    requestedAt: wireDateTime(record.requestedAt),
    expectedBy,
  };
}

/** An e-money top-up order; it must carry its bank transfer. */
export function toTopUpOrder(order: OrderRecord): TopUpOrder {
  const transfer = order.transfer;
  if (!transfer) throw new Error(`top-up ${order.id} has no bank transfer`);
  return {
    orderId: order.id,
    amount: order.topUpAmount,
    status: order.status,
    payTo: {
      bankName: transfer.bankName,
      accountNumber: transfer.accountNumber,
      accountHolder: transfer.accountHolder,
    },
    depositorName: transfer.depositorName,
    transferDeadline: wireDateTime(transfer.dueAt),
    createdAt: wireDateTime(order.createdAt),
  };
}
