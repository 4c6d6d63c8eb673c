/**
 * Wallet records as the wire shows them (contract `schemas/wallet.ts`): ledger entries with the
 * balance after each, withdrawals, and e-money top-up orders.
 */
import type { LedgerEntry, TopUpOrder, Withdrawal } from '@market/contract';
import {
  type Wallet,
  type WithdrawalMethod,
  isPastDate,
  withdrawalPayoutDeadline,
} from '@market/domain';
import {
  type LedgerEntryRecord,
  type LocalizedText,
  type OrderRecord,
  type WithdrawalRecord,
  type World,
  findBySeq,
  postsOfType,
} from '@market/fixtures';
import { wireDateTime, wireText } from './wire';

/** A ledger entry with the wallet's balance right after it. */
export interface LedgerLine {
  entry: LedgerEntryRecord;
  balanceAfter: number;
}

/**
 * A member's entries of one wallet, newest first, each with its running balance. Entries are
 * summed in the order they were recorded (ascending seq), which is the order money moved.
 */
export function ledgerLines(world: World, userSeq: number, wallet: Wallet): LedgerLine[] {
  const lines: LedgerLine[] = [];
  let balance = 0;
  for (const entry of world.ledger) {
    if (entry.userSeq !== userSeq || entry.wallet !== wallet) continue;
    balance += entry.amount;
    lines.push({ entry, balanceAfter: balance });
  }
  return lines.reverse();
}

const isOrderId = (ref: string | null): ref is string => ref !== null && ref.startsWith('ORD-');

function andMore(title: LocalizedText, more: number): LocalizedText {
  if (more === 0) return title;
  return {
    ko: `${title.ko} 외 ${more}건`,
    en: `${title.en} and ${more} more`,
    es: `${title.es} y ${more} más`,
  };
}

/** What an order bought, as its first post's title ("and n more" for the others). */
function orderTitle(world: World, order: OrderRecord): LocalizedText | null {
  const [first, ...rest] = order.items;
  if (!first) return null;
  const post = findBySeq<{ seq: number; title: LocalizedText }>(
    postsOfType(world, first.postType),
    first.postSeq,
  );
  return post ? andMore(post.title, rest.length) : null;
}

/** Maps ledger lines of one page; `orders` looks orders up by id. */
export function toLedgerEntries(world: World, lines: readonly LedgerLine[]): LedgerEntry[] {
  const wanted = new Set(lines.map((line) => line.entry.ref).filter(isOrderId));
  const orders = new Map<string, OrderRecord>();
  if (wanted.size > 0) {
    for (const order of world.orders) if (wanted.has(order.id)) orders.set(order.id, order);
  }
  return lines.map(({ entry, balanceAfter }) => {
    const order = isOrderId(entry.ref) ? orders.get(entry.ref) : undefined;
    const title = order ? orderTitle(world, order) : null;
    let description: string | null = title ? wireText(title) : null;
    // The code the member typed is the same in every language.
    if (entry.reason === 'PROMOTION_CODE' && entry.ref !== null) description = entry.ref;
    return {
      seq: entry.seq,
      wallet: entry.wallet,
      reason: entry.reason,
      amount: entry.amount,
      balanceAfter,
      description,
      orderId: isOrderId(entry.ref) ? entry.ref : null,
      createdAt: wireDateTime(entry.at),
    };
  });
}

/**
 * The world's withdrawal record has bank fields only: a PayPal cash-out is stored with this bank
 * name and the PayPal address as the account number.
 */
export const PAYPAL_BANK_NAME = 'PayPal';

export const withdrawalMethodOf = (record: WithdrawalRecord): WithdrawalMethod =>
  record.bankName === PAYPAL_BANK_NAME ? 'PAYPAL' : 'BANK_TRANSFER';

/**
 * A withdrawal as of `now`. Payouts are not processed by anyone in the mock, so a requested one
 * shows as complete once its deadline day has passed.
 */
export function toWithdrawal(record: WithdrawalRecord, now: number): Withdrawal {
  const expectedBy = withdrawalPayoutDeadline(new Date(record.requestedAt));
  const complete = record.status === 'COMPLETE' || isPastDate(expectedBy, new Date(now));
  return {
    seq: record.seq,
    method: withdrawalMethodOf(record),
    amount: record.amount,
    fee: record.fee,
    payout: record.amount - record.fee,
    status: complete ? 'COMPLETE' : 'PENDING',
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
