/**
 * What must hold of a world's money after any change (decision 030). Every transaction that writes
 * a world runs `checkMoneyOnCommit` before it commits (the store's commit checks, app.ts), so a
 * change that would break one is rolled back and answers 500 with the world as it was; the model test
 * (test/money-model.test.ts) checks `assertMoneyInvariants` over the whole world after every step.
 *
 * - The ledger is append-only: an entry, once written, is never changed or removed.
 * - Money is conserved: the entries of one change sum to zero per wallet, but for money received
 *   from outside (TOP_UP credits) and paid out (WITHDRAWAL debits).
 * - No member's balance is negative (the marketplace's own account may be).
 * - No order gives back more than it took: the buyer's REFUND credits of an order, per wallet, stay
 *   within what the order took from that wallet, and its sellers' SALE credits within their lines'
 *   proceeds.
 * - A line of an order is returned at most once: at most one approved refund per line.
 */
import type { Wallet } from '@market/domain';
import { saleSettlement } from '@market/domain';
import {
  type LedgerEntryRecord,
  type OrderRecord,
  PLATFORM_ACCOUNT,
  type World,
} from '@market/world';
import { type JournalFacts, unwrap } from '../store/transaction';
import { balances, findOrder, ledgerOfRef, refundsOfOrder } from './indexes';

/** A broken invariant: a bug of the server, never the caller's fault (answers 500). */
export class MoneyInvariantBroken extends Error {
  override readonly name = 'MoneyInvariantBroken';
}

function broken(message: string): never {
  throw new MoneyInvariantBroken(message);
}

const isExternal = (entry: LedgerEntryRecord) =>
  (entry.reason === 'TOP_UP' && entry.amount > 0) ||
  (entry.reason === 'WITHDRAWAL' && entry.amount < 0);

/** The new entries of one change: whole, non-zero, and summing to zero but for external money. */
export function assertConserved(entries: readonly LedgerEntryRecord[]): void {
  const internal: Record<Wallet, number> = { EMONEY: 0, POINTS: 0 };
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      broken(`ledger entry ${entry.seq} moves ${entry.amount}: amounts are whole and not zero`);
    }
    if (!isExternal(entry)) internal[entry.wallet] += entry.amount;
  }
  for (const wallet of ['EMONEY', 'POINTS'] as const) {
    if (internal[wallet] !== 0) {
      broken(`a change created or destroyed ${internal[wallet]} ${wallet} (entries must balance)`);
    }
  }
}

/** Each member's balance per wallet, from one pass over the ledger (the marketplace left out). */
export function balancesOf(world: World): Map<number, Record<Wallet, number>> {
  const sums = new Map<number, Record<Wallet, number>>();
  for (const entry of unwrap(world.ledger)) {
    if (entry.userSeq === PLATFORM_ACCOUNT) continue;
    let sum = sums.get(entry.userSeq);
    if (!sum) sums.set(entry.userSeq, (sum = { EMONEY: 0, POINTS: 0 }));
    sum[entry.wallet] += entry.amount;
  }
  return sums;
}

function assertNotNegative(userSeq: number, sum: Readonly<Record<Wallet, number>>): void {
  for (const wallet of ['EMONEY', 'POINTS'] as const) {
    if (sum[wallet] < 0) broken(`user ${userSeq} would hold ${sum[wallet]} ${wallet}`);
  }
}

interface OrderMoney {
  refunded: Record<Wallet, number>;
  /** SALE credits by seller. */
  sales: Map<number, number>;
}

/** What the ledger gave back to the buyer of `order` and paid out to its sellers. */
function moneyOfOrder(world: World, order: OrderRecord): OrderMoney {
  const money: OrderMoney = { refunded: { EMONEY: 0, POINTS: 0 }, sales: new Map() };
  for (const entry of unwrap(ledgerOfRef.of(world, order.id))) {
    if (entry.reason === 'REFUND' && entry.userSeq === order.userSeq) {
      money.refunded[entry.wallet] += entry.amount;
    } else if (entry.reason === 'SALE' && entry.userSeq !== PLATFORM_ACCOUNT) {
      money.sales.set(entry.userSeq, (money.sales.get(entry.userSeq) ?? 0) + entry.amount);
    }
  }
  return money;
}

/** Orders give back no more than they took, pay sellers no more than earned, return lines once. */
export function assertOrdersHold(world: World, orders: readonly OrderRecord[]): void {
  for (const order of orders) {
    const approvedLines = new Set<number>();
    for (const refund of refundsOfOrder.of(world, order.id)) {
      if (refund.status !== 'APPROVED') continue;
      if (approvedLines.has(refund.orderItemSeq)) {
        broken(`line ${refund.orderItemSeq} of ${order.id} was refunded twice`);
      }
      approvedLines.add(refund.orderItemSeq);
    }
    const { refunded, sales } = moneyOfOrder(world, order);
    if (refunded.POINTS > order.paidWithPoints || refunded.EMONEY > order.paidWithEmoney) {
      broken(
        `${order.id} gave back ${refunded.POINTS} points and ${refunded.EMONEY} e-money of ` +
          `${order.paidWithPoints} and ${order.paidWithEmoney} paid`,
      );
    }
    for (const [sellerSeq, paid] of sales) {
      const earned = order.items
        .filter((item) => item.sellerSeq === sellerSeq)
        .reduce(
          (sum, item) => sum + saleSettlement(item.price, world.fees.brokerageRate).proceeds,
          0,
        );
      if (paid > earned) broken(`${order.id} paid seller ${sellerSeq} ${paid} of ${earned} earned`);
    }
  }
}

/**
 * Everything above over the whole world, from the records themselves rather than the indexes (the
 * model test's check after each step): and each balance kept by the index is the ledger's sum.
 */
export function assertMoneyInvariants(world: World): void {
  for (const [userSeq, sum] of balancesOf(world)) {
    assertNotNegative(userSeq, sum);
    const kept = balances.of(world, userSeq);
    if (kept.EMONEY !== sum.EMONEY || kept.POINTS !== sum.POINTS) {
      broken(
        `user ${userSeq}'s balances are kept as ${JSON.stringify(kept)}, not ${JSON.stringify(sum)}`,
      );
    }
  }
  const approved = new Set<string>();
  for (const refund of unwrap(world.refunds)) {
    if (refund.status !== 'APPROVED') continue;
    const line = `${refund.orderId}:${refund.orderItemSeq}`;
    if (approved.has(line)) broken(`line ${line} was refunded twice`);
    approved.add(line);
  }
  assertOrdersHold(world, unwrap(world.orders));
}

/** The orders a change may have moved money for: written, or named by what it wrote. */
function touchedOrders(world: World, facts: JournalFacts): OrderRecord[] {
  const ids = new Set<string>();
  for (const order of facts.records('orders') as OrderRecord[]) ids.add(order.id);
  for (const refund of facts.records('refunds') as Array<{ orderId: string }>) {
    ids.add(refund.orderId);
  }
  for (const entry of (facts.appended.get('ledger') ?? []) as LedgerEntryRecord[]) {
    if (entry.ref !== null) ids.add(entry.ref);
  }
  const orders: OrderRecord[] = [];
  for (const id of ids) {
    const order = findOrder(world, id);
    if (order) orders.push(unwrap(order));
  }
  return orders;
}

/**
 * The commit check of every transaction (store/transaction.ts `CommitCheck`), over what the change
 * touched: its own entries, the balances they moved and the orders it wrote or named. Its cost is
 * the change's, not the world's; `assertMoneyInvariants` checks everything (`checkWholeWorld`).
 */
export function checkMoneyOnCommit(world: World, facts: JournalFacts): void {
  if (facts.rewritten.has('ledger')) broken('ledger entries were changed or removed');
  const entries = (facts.appended.get('ledger') ?? []) as LedgerEntryRecord[];
  assertConserved(entries);
  for (const userSeq of new Set(entries.map((entry) => entry.userSeq))) {
    if (userSeq !== PLATFORM_ACCOUNT) assertNotNegative(userSeq, balances.of(world, userSeq));
  }
  assertOrdersHold(world, touchedOrders(world, facts));
}
