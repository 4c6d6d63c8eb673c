/**
 * What the wallet's histories show besides the records (mappers/wallet.ts): each ledger entry with
 * the balance right after it and what its order bought, and each withdrawal with its method and its
 * status as of the session's clock.
 */
import {
  type Page,
  type Wallet,
  type WithdrawalMethod,
  isPastDate,
  pageBounds,
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
} from '@market/world';
import { balances, findOrder, ledgerOfWallet, walletKey } from './indexes';

/** A ledger entry with the wallet's balance right after it. */
export interface LedgerLine {
  entry: LedgerEntryRecord;
  balanceAfter: number;
}

/**
 * One page of a member's entries of one wallet, newest first, each with the balance right after
 * it. The newest entry leaves the current balance (kept beside the ledger); each older one the
 * balance after the next less the next's amount. So a page costs its own length and the entries
 * before it on the list, never the whole history.
 */
export function ledgerPage(
  world: World,
  userSeq: number,
  wallet: Wallet,
  page: number,
  size: number,
): Page<LedgerLine> {
  const key = walletKey(userSeq, wallet);
  const total = ledgerOfWallet.countOf(world, key);
  const { start, end, pagination } = pageBounds(total, page, size);
  const newestFirst = ledgerOfWallet.slice(world, key, total - end, total).reverse();
  let balanceAfter = balances.of(world, userSeq)[wallet];
  const lines: LedgerLine[] = [];
  for (const [at, entry] of newestFirst.entries()) {
    if (at >= start) lines.push({ entry, balanceAfter });
    balanceAfter -= entry.amount;
  }
  return { items: lines, pagination };
}

const isOrderId = (ref: string | null): ref is string => ref !== null && ref.startsWith('ORD-');

/** What an order bought: its first post's title and how many other lines it has. */
export interface OrderBought {
  title: LocalizedText;
  more: number;
}

/** A ledger line as the history shows it: also what its order bought, when it names one. */
export interface LedgerLineView extends LedgerLine {
  /** The order the entry moved money for, if any. */
  orderId: string | null;
  bought: OrderBought | null;
}

function boughtBy(world: World, order: OrderRecord): OrderBought | null {
  const [first, ...rest] = order.items;
  if (!first) return null;
  const post = findBySeq<{ seq: number; title: LocalizedText }>(
    postsOfType(world, first.postType),
    first.postSeq,
  );
  return post ? { title: post.title, more: rest.length } : null;
}

/** The lines of one page with what their orders bought (orders looked up once per page). */
export function ledgerLineViews(world: World, lines: readonly LedgerLine[]): LedgerLineView[] {
  return lines.map((line) => {
    const orderId = isOrderId(line.entry.ref) ? line.entry.ref : null;
    const order = orderId === null ? undefined : findOrder(world, orderId);
    return { ...line, orderId, bought: order ? boughtBy(world, order) : null };
  });
}

/**
 * The world's withdrawal record has bank fields only: a PayPal cash-out is stored with this bank
 * name and the PayPal address as the account number.
 */
export const PAYPAL_BANK_NAME = 'PayPal';

/** A withdrawal with its method and its status as of `now`. */
export interface WithdrawalView {
  record: WithdrawalRecord;
  method: WithdrawalMethod;
  status: 'PENDING' | 'COMPLETE';
  /** The payout deadline, `yyyy-MM-dd`. */
  expectedBy: string;
}

/**
 * Payouts are not processed by anyone in the mock, so a requested one shows as complete once its
 * deadline day has passed.
 */
export function withdrawalView(record: WithdrawalRecord, now: number): WithdrawalView {
  const expectedBy = withdrawalPayoutDeadline(new Date(record.requestedAt));
  const complete = record.status === 'COMPLETE' || isPastDate(expectedBy, new Date(now));
  return {
    record,
    method: record.bankName === PAYPAL_BANK_NAME ? 'PAYPAL' : 'BANK_TRANSFER',
    status: complete ? 'COMPLETE' : 'PENDING',
    expectedBy,
  };
}
