/**
 * The seller's side of a sale: which order bought a coupon or code, what each line cost its buyer,
 * where an order stands once a line is decided, and undoing a line (seller cancellation, a party
 * member turned down) with the buyer's money back.
 *
 * A line's status is the orders module's (`TradeIndex`): refunds are per line, the order keeps one
 * status. Undoing the only line of an order cancels the order, as the seeded cancellations do; in an
 * order of several lines the undone line is recorded as a refund the seller granted, which is what
 * keeps it out of the purchase's confirmation.
 */
import { type OrderStatus, autoConfirmAt } from '@market/domain';
import {
  type OrderRecord,
  type ProductPostRecord,
  type UserRecord,
  type World,
  nextSeq,
} from '@market/world';
import { type ProductPostView, productPostView } from '../catalogue/post-view';
import { findOrder, refundsOfItem } from '../indexes';
import { userOf } from '../members';
import { TradeIndex } from '../orders/item-status';
import { type Sale, paidForLine, returnLine } from '../orders/line-refund';

export type { Sale };

/** The purchase of a sold coupon or code, or null while unsold. */
export function saleOfProduct(
  world: World,
  type: 'COUPON' | 'CODE',
  post: ProductPostRecord,
): Sale | null {
  if (post.soldOrderId === null) return null;
  const order = findOrder(world, post.soldOrderId);
  const item = order?.items.find((line) => line.postType === type && line.postSeq === post.seq);
  return order && item ? { order, item } : null;
}

/**
 * The order's status once a line of it was decided: refunded when every line is, held while a
 * refund request waits, else paid or confirmed. A cancelled order stays cancelled.
 */
export function settleOrderStatus(world: World, order: OrderRecord): void {
  if (order.status === 'CANCELLED') return;
  const trades = new TradeIndex(world);
  const refundStatuses = order.items.map((line) => trades.refundOf(line.seq)?.status);
  if (refundStatuses.length > 0 && refundStatuses.every((status) => status === 'APPROVED')) {
    order.status = 'REFUNDED';
  } else if (refundStatuses.includes('REQUESTED')) {
    order.status = 'REFUND_REQUESTED';
  } else {
    order.status = order.confirmedAt === null ? 'PAID' : 'CONFIRMED';
  }
}

/**
 * Undoes one line for the seller and gives its buyer back everything they paid for it (line-refund.ts
 * `returnLine`: 409 LINE_ALREADY_RETURNED for a line returned before, 409 INSUFFICIENT_BALANCE when
 * a confirmed sale's proceeds cannot be taken back). A refund the buyer asked for and still waits is
 * closed as granted with what went back; in an order of several lines the undone line is recorded as
 * a refund the seller granted (that keeps it out of the purchase's confirmation); undoing the only
 * line of an order cancels the order, as the seeded cancellations do. Returns the amount.
 */
export function undoLine(world: World, sale: Sale, reason: string, at: number): number {
  const { order, item } = sale;
  const amount = paidForLine(sale);
  returnLine(world, sale, amount, at);
  const waiting = refundsOfItem
    .of(world, item.seq)
    .find((refund) => refund.orderId === order.id && refund.status === 'REQUESTED');
  if (waiting) {
    waiting.status = 'APPROVED';
    waiting.amount = amount;
    waiting.decidedAt = at;
  } else if (order.items.length > 1) {
    world.refunds.push({
      seq: nextSeq(world, 'refunds'),
      orderId: order.id,
      orderItemSeq: item.seq,
      postType: item.postType,
      postSeq: item.postSeq,
      userSeq: order.userSeq,
      sellerSeq: item.sellerSeq,
      amount,
      reason,
      status: 'APPROVED',
      createdAt: at,
      decidedAt: at,
      rejectReason: null,
    });
  }
  if (order.items.length === 1) {
    order.status = 'CANCELLED';
    order.cancelledAt = at;
  } else {
    settleOrderStatus(world, order);
  }
  return amount;
}

/** A sale as the seller's buyer screen shows it: its trade status and when it confirms. */
export interface SaleView extends Sale {
  buyer: UserRecord;
  status: OrderStatus;
  /** When the purchase was or will be confirmed (epoch ms); null when it will not be. */
  confirmAt: number | null;
}

export function saleView(world: World, sale: Sale): SaleView {
  const { order, item } = sale;
  const status = new TradeIndex(world).statusOf(order, item.seq);
  const confirmAt =
    order.confirmedAt !== null
      ? order.confirmedAt
      : status === 'PAID'
        ? autoConfirmAt(new Date(order.paidAt ?? order.createdAt)).getTime()
        : null;
  return { ...sale, buyer: userOf(world, order.userSeq), status, confirmAt };
}

/** The seller's own coupon or code: the post with who bought it and when (null while unsold). */
export interface SellerProductView extends ProductPostView {
  buyer: UserRecord | null;
  soldAt: number | null;
}

export function sellerProductView(
  world: World,
  type: 'COUPON' | 'CODE',
  post: ProductPostRecord,
): SellerProductView {
  const sale = saleOfProduct(world, type, post);
  return {
    ...productPostView(world, post),
    buyer: sale ? userOf(world, sale.order.userSeq) : null,
    soldAt: sale ? sale.order.paidAt : null,
  };
}
