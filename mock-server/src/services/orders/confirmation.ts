/**
 * Confirmation of purchases (SPEC §4, §9): by the buyer's receipt, or by itself AUTO_CONFIRM_DAYS
 * after payment on the session's clock. Confirming pays each seller the price less the brokerage.
 *
 * Auto-confirmation is applied lazily: `settleDueOrders` runs before the handler of every contract
 * route (settle-due-orders.ts), so moving the clock with the control API confirms whatever
 * fell due the next time anyone looks.
 */
import { autoConfirmAt, autoConfirmedUpTo, saleSettlement } from '@market/domain';
import type { OrderRecord, World } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { refundsOfOrder } from '../indexes';
import { credit } from '../ledger';
import { takeDue } from './due-confirmations';
import { findOwnOrder } from './lookup';

/** Items of an order kept out of its confirmation: a refund is requested or granted. */
type WithdrawnItems = (order: OrderRecord) => ReadonlySet<number>;

const withdrawnItemsOf =
  (world: World): WithdrawnItems =>
  (order) =>
    new Set(
      refundsOfOrder
        .of(world, order.id)
        .filter((refund) => refund.status !== 'REJECTED')
        .map((refund) => refund.orderItemSeq),
    );

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

/**
 * The buyer confirms their purchase now (POST /api/order/{id}/receipt), or a refusal: 404 for
 * another member's order, 409 for a top-up, an unpaid, confirmed or held order.
 */
export function confirmByBuyer(world: World, userSeq: number, orderId: string, now: number) {
  const order = findOwnOrder(world, userSeq, orderId);
  if (order.kind === 'EMONEY') {
    throw new ApiFailure('INVALID_STATE', 'A top-up has no purchase to confirm');
  }
  switch (order.status) {
    case 'PAID':
      confirmPurchase(world, order, now);
      return order;
    case 'AWAITING_TRANSFER':
      throw new ApiFailure('ORDER_NOT_PAID', 'The order is not paid yet');
    case 'CONFIRMED':
      throw new ApiFailure('ALREADY_CONFIRMED', 'The purchase is already confirmed');
    case 'REFUND_REQUESTED':
      throw new ApiFailure('INVALID_STATE', 'A refund is under way: the seller decides first');
    default:
      throw new ApiFailure('INVALID_STATE', `The order is ${order.status.toLowerCase()}`);
  }
}

/**
 * Confirms every purchase that fell due by `now`, at the moment it fell due, taking them from the
 * queue of waiting purchases (due-confirmations.ts). An order held by a refund request waits for
 * the seller's decision instead. Returns how many were confirmed.
 */
export function settleDueOrders(world: World, now: number): number {
  const withdrawn = withdrawnItemsOf(world);
  let confirmed = 0;
  for (const order of takeDue(world, autoConfirmedUpTo(new Date(now)).getTime())) {
    confirmPurchase(world, order, autoConfirmAt(new Date(order.paidAt!)).getTime(), withdrawn);
    confirmed += 1;
  }
  return confirmed;
}
