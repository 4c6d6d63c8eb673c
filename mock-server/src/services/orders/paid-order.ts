/**
 * Writing down a paid purchase, once every check has passed: the order with its items, and the
 * buyer's points and e-money debits for it. Checkout and a member's renewal seat both buy this way,
 * so an order looks the same whichever of them placed it.
 */
import type { PaymentPlan, PostType } from '@market/domain';
import { type OrderRecord, type PostRecord, type World, nextSeq } from '@market/world';
import { debit } from '../ledger';
import { newOrderId } from '../order-id';

export interface PaidPurchase {
  userSeq: number;
  kind: OrderRecord['kind'];
  /** What is bought, in order: one item each, at the post's price. */
  lines: readonly { type: PostType; post: PostRecord }[];
  fee: number;
  total: number;
  plan: Extract<PaymentPlan, { ok: true }>;
}

/** Stores the paid order and debits the buyer as `plan` says; returns the order. */
export function recordPaidOrder(world: World, purchase: PaidPurchase, now: number): OrderRecord {
  const { userSeq, plan } = purchase;
  const id = newOrderId(world, now);
  const order: OrderRecord = {
    id,
    userSeq,
    kind: purchase.kind,
    status: 'PAID',
    items: purchase.lines.map((line) => ({
      seq: nextSeq(world, 'orderItems'),
      postType: line.type,
      postSeq: line.post.seq,
      sellerSeq: line.post.sellerSeq,
      price: line.post.price,
    })),
    topUpAmount: 0,
    fee: purchase.fee,
    total: purchase.total,
    paidWithEmoney: plan.fromEmoney,
    paidWithPoints: plan.fromPoints,
    createdAt: now,
    paidAt: now,
    confirmedAt: null,
    cancelledAt: null,
    transfer: null,
  };
  const payment = { userSeq, reason: 'PURCHASE', ref: id, at: now } as const;
  debit(world, { ...payment, wallet: 'POINTS', amount: plan.fromPoints });
  debit(world, { ...payment, wallet: 'EMONEY', amount: plan.fromEmoney });
  world.orders.push(order);
  return order;
}
