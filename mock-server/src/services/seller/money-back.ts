/**
 * Money going back when a sale is undone (a refund approved, a sale cancelled, a pending party member
 * turned down): the buyer gets the amount back into the wallets the order was paid from, in the
 * same proportion (domain's `refundSplit`), and a seller already paid by the purchase's confirmation
 * gives back what that line earned them.
 *
 * Every movement here names the order as its ref, as the seeded refunds do, so what an order has
 * already returned is the sum of its REFUND entries. Callers compute the whole plan first
 * (`planMoneyBack`, which refuses with 409 INSUFFICIENT_BALANCE before anything moves) and then
 * apply it, with no await in between.
 */
import { type RefundSplit, refundSplit, saleSettlement } from '@market/domain';
import type { OrderItemRecord, OrderRecord, World } from '@market/fixtures';
import { assertCanDebit, credit, debit } from '../ledger';

/** What one user's entries with this ref and reason add up to, per wallet. */
function sumByWallet(world: World, userSeq: number, ref: string, reason: 'REFUND' | 'SALE') {
  let points = 0;
  let emoney = 0;
  for (const entry of world.ledger) {
    if (entry.userSeq !== userSeq || entry.ref !== ref || entry.reason !== reason) continue;
    if (entry.wallet === 'POINTS') points += entry.amount;
    else emoney += entry.amount;
  }
  return { points, emoney };
}

/**
 * What the seller of a line still holds of what its confirmation paid them: the line's proceeds,
 * at most what the order credited the seller less what earlier refunds of it took back. Nothing
 * when the purchase was never confirmed (or the line was held out of the confirmation).
 */
export function sellerShareToReturn(world: World, order: OrderRecord, item: OrderItemRecord) {
  const credited = sumByWallet(world, item.sellerSeq, order.id, 'SALE').emoney;
  const takenBack = -sumByWallet(world, item.sellerSeq, order.id, 'REFUND').emoney;
  const { proceeds } = saleSettlement(item.price, world.fees.brokerageRate);
  return Math.max(0, Math.min(proceeds, credited - takenBack));
}

export interface MoneyBackPlan {
  order: OrderRecord;
  item: OrderItemRecord;
  /** What the buyer gets back, split by wallet. */
  toBuyer: RefundSplit;
  /** What the seller gives back (e-money). */
  fromSeller: number;
}

/**
 * The movements that give `amount` back to the buyer of a line. Throws 409 INSUFFICIENT_BALANCE when
 * the seller cannot give back what the sale earned them; nothing has moved then.
 */
export function planMoneyBack(
  world: World,
  order: OrderRecord,
  item: OrderItemRecord,
  amount: number,
): MoneyBackPlan {
  const returned = sumByWallet(world, order.userSeq, order.id, 'REFUND');
  const toBuyer = refundSplit({
    amount,
    paidWithPoints: order.paidWithPoints,
    paidWithEmoney: order.paidWithEmoney,
    returnedPoints: returned.points,
    returnedEmoney: returned.emoney,
  });
  const fromSeller = sellerShareToReturn(world, order, item);
  assertCanDebit(world, item.sellerSeq, 'EMONEY', fromSeller);
  return { order, item, toBuyer, fromSeller };
}

export function applyMoneyBack(world: World, plan: MoneyBackPlan, at: number): void {
  const ref = plan.order.id;
  debit(world, {
    userSeq: plan.item.sellerSeq,
    wallet: 'EMONEY',
    amount: plan.fromSeller,
    reason: 'REFUND',
    ref,
    at,
  });
  const buyer = { userSeq: plan.order.userSeq, reason: 'REFUND', ref, at } as const;
  credit(world, { ...buyer, wallet: 'POINTS', amount: plan.toBuyer.points });
  credit(world, { ...buyer, wallet: 'EMONEY', amount: plan.toBuyer.emoney });
}
