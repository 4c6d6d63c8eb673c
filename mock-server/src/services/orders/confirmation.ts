/**
 * Confirmation of purchases (SPEC §4, §9): by the buyer's receipt, or by itself AUTO_CONFIRM_DAYS
 * after payment on the session's clock. Confirming pays each seller the price less the brokerage.
 *
 * Auto-confirmation is applied lazily: `settleDueOrders` runs at the start of every cart and order
 * handler (and any other module that shows balances or orders may call it), so moving the clock
 * with the control API confirms whatever fell due the next time anyone looks.
 */
import { autoConfirmAt, autoConfirmedUpTo, saleSettlement } from '@market/domain';
import type { OrderRecord, World } from '@market/fixtures';
import { credit } from '../ledger';

/** Items of an order kept out of its confirmation: a refund is requested or granted. */
type WithdrawnItems = (order: OrderRecord) => ReadonlySet<number>;

function withdrawnItemsOf(world: World): WithdrawnItems {
  let byOrder: Map<string, Set<number>> | undefined;
  return (order) => {
    if (!byOrder) {
      byOrder = new Map();
      for (const refund of world.refunds) {
        if (refund.status === 'REJECTED') continue;
        const items = byOrder.get(refund.orderId) ?? new Set<number>();
        items.add(refund.orderItemSeq);
        byOrder.set(refund.orderId, items);
      }
    }
    return byOrder.get(order.id) ?? new Set();
  };
}

/**
 * Confirms a paid order at `at` and credits each seller (SALE) for every item not refunded or under
 * a refund request. The caller checks that the order may be confirmed.
 */
export function confirmPurchase(
  world: World,
  order: OrderRecord,
  at: number,
  withdrawn: WithdrawnItems = withdrawnItemsOf(world),
): void {
  order.status = 'CONFIRMED';
  order.confirmedAt = at;
  const heldBack = withdrawn(order);
  for (const item of order.items) {
    if (heldBack.has(item.seq)) continue;
    const { proceeds } = saleSettlement(item.price, world.fees.brokerageRate);
    credit(world, {
      userSeq: item.sellerSeq,
      wallet: 'EMONEY',
      amount: proceeds,
      reason: 'SALE',
      ref: order.id,
      at,
    });
  }
}

/** Whether an order waits for confirmation: a paid purchase (top-ups have nothing to confirm). */
export const awaitsConfirmation = (order: OrderRecord) =>
  order.status === 'PAID' && order.kind !== 'EMONEY' && order.paidAt !== null;

/**
 * Confirms every purchase that fell due by `now`, at the moment it fell due. An order held by a
 * refund request waits for the seller's decision instead. Returns how many were confirmed.
 * Runs on every cart and order call, so the scan compares numbers only: payments are tested
 * against one cut-off instead of shifting each by the confirmation delay.
 */
export function settleDueOrders(world: World, now: number): number {
  const upTo = autoConfirmedUpTo(new Date(now)).getTime();
  const withdrawn = withdrawnItemsOf(world);
  let confirmed = 0;
  for (const order of world.orders) {
    if (!awaitsConfirmation(order) || order.paidAt! > upTo) continue;
    confirmPurchase(world, order, autoConfirmAt(new Date(order.paidAt!)).getTime(), withdrawn);
    confirmed += 1;
  }
  return confirmed;
}
