/**
 * Orders, purchases, reviews and refund requests as the buyer sees them (contract
 * `schemas/order.ts`, `review.ts`, `refund.ts`). Items show their post as it stands now (deleted or
 * not); secrets (code, PIN, party account) only reach the buyer of a paid, unrefunded purchase.
 */
import type {
  Order,
  OrderItem,
  OrderReview,
  Post,
  PurchasedCode,
  PurchasedCodeDetail,
  PurchasedCoupon,
  PurchasedCouponDetail,
  PurchasedSubscription,
  PurchasedSubscriptionDetail,
  RefundRequest,
  SubscriptionCancelPreview,
} from '@market/contract';
import type { OrderItemRecord, OrderRecord, RefundRecord, ReviewRecord } from '@market/world';
import type { OrderView } from '../services/orders/order-view';
import { toPartyRequest } from './party';
import { toItemPost, toProductPost, toSubscriptionPost } from './posts';
import { toMemberSummary } from './user';
import { wireDateTime, wireDateTimeOrNull, wireText } from './wire';

/** What the seller answered the buyer's refund request with, once rejected (the buyer reads it). */
const rejectReasonOf = (refund: RefundRecord | undefined) =>
  refund?.status === 'REJECTED' ? refund.rejectReason : null;

export function toOrderItem(view: OrderView, order: OrderRecord, item: OrderItemRecord): OrderItem {
  return {
    seq: item.seq,
    type: item.postType,
    post: toItemPost(view.itemPost(item.postType, item.postSeq)),
    price: item.price,
    status: view.trades.statusOf(order, item.seq),
    reviewed: view.trades.reviewOf(item.seq) !== undefined,
    refundRejectReason: rejectReasonOf(view.trades.refundOf(item.seq)),
  };
}

export function toOrder(view: OrderView, order: OrderRecord): Order {
  const pending = view.pendingTransfer(order);
  const transfer =
    pending !== null
      ? {
          payTo: {
            bankName: pending.bankName,
            accountNumber: pending.accountNumber,
            accountHolder: pending.accountHolder,
          },
          depositorName: pending.depositorName,
          transferDeadline: wireDateTime(pending.dueAt),
        }
      : null;
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    items: order.items.map((item) => toOrderItem(view, order, item)),
    total: order.total,
    paidWithEmoney: order.paidWithEmoney,
    paidWithPoints: order.paidWithPoints,
    paid: order.paidAt !== null,
    createdAt: wireDateTime(order.createdAt),
    paidAt: wireDateTimeOrNull(order.paidAt),
    confirmAt: wireDateTimeOrNull(view.confirmAt(order)),
    transfer,
  };
}

function purchaseBase(view: OrderView, order: OrderRecord, item: OrderItemRecord) {
  const status = view.trades.statusOf(order, item.seq);
  const refund = view.trades.refundOf(item.seq);
  return {
    seq: item.seq,
    orderId: order.id,
    price: item.price,
    status,
    purchasedAt: wireDateTime(order.paidAt ?? order.createdAt),
    confirmAt: wireDateTimeOrNull(view.itemConfirmAt(order, status)),
    reviewed: view.trades.reviewOf(item.seq) !== undefined,
    refundStatus: refund?.status ?? null,
    refundRejectReason: rejectReasonOf(refund),
  };
}

export function toPurchasedCode(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedCode {
  return {
    ...purchaseBase(view, order, item),
    post: toProductPost(view.productPost(item), 'CODE'),
  };
}

export function toPurchasedCodeDetail(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedCodeDetail {
  const purchase = toPurchasedCode(view, order, item);
  return {
    ...purchase,
    code: view.showsSecret(purchase.status) ? view.product(item).secret : null,
  };
}

export function toPurchasedCoupon(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedCoupon {
  return {
    ...purchaseBase(view, order, item),
    post: toProductPost(view.productPost(item), 'COUPON'),
  };
}

export function toPurchasedCouponDetail(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedCouponDetail {
  const purchase = toPurchasedCoupon(view, order, item);
  return {
    ...purchase,
    pin: view.showsSecret(purchase.status) ? view.product(item).secret : null,
  };
}

export function toPurchasedSubscription(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedSubscription {
  return {
    ...purchaseBase(view, order, item),
    post: toSubscriptionPost(view.partyPost(item)),
    memberStatus: view.memberStatus(order, item),
  };
}

export function toPurchasedSubscriptionDetail(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedSubscriptionDetail {
  const party = view.party(item);
  const member = view.membership(order, item);
  const purchase = toPurchasedSubscription(view, order, item);
  const compensation = view.compensation(order, item);
  return {
    ...purchase,
    accountInfo: view.showsPartyAccount(member, purchase.status) ? party.accountInfo : null,
    members: view.otherActiveMembers(party, order.userSeq).map(toMemberSummary),
    pendingRequest: toPartyRequest(view.pendingRequest(order, item)),
    compensation: compensation && {
      amount: compensation.amount,
      paidAt: wireDateTime(compensation.at),
      endedBy: compensation.by,
    },
  };
}

/** What leaving the party now would give back (the service's `OrderView.leaving`). */
export function toSubscriptionCancelPreview(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): SubscriptionCancelPreview {
  return {
    productId: item.seq,
    post: toSubscriptionPost(view.partyPost(item)),
    ...view.leaving(order, item),
  };
}

export function toOrderReview(view: OrderView, review: ReviewRecord): OrderReview {
  const post = view.post(review.postType, review.postSeq);
  return {
    seq: review.seq,
    productId: review.orderItemSeq,
    postType: review.postType,
    postSeq: review.postSeq,
    postTitle: wireText(post.title),
    like: review.like,
    review: review.review,
    author: toMemberSummary(view.user(review.userSeq)),
    createdAt: wireDateTime(review.createdAt),
    answer: review.answer && {
      // An answer belongs to its review one to one, so it goes by the review's seq.
      seq: review.seq,
      content: review.answer.text,
      createdAt: wireDateTime(review.answer.createdAt),
      updatedAt:
        review.answer.updatedAt === review.answer.createdAt
          ? null
          : wireDateTime(review.answer.updatedAt),
    },
  };
}

export function toRefundRequest(view: OrderView, refund: RefundRecord): RefundRequest {
  const post: Post = toItemPost(view.itemPost(refund.postType, refund.postSeq));
  return {
    seq: refund.seq,
    productId: refund.orderItemSeq,
    orderId: refund.orderId,
    post,
    buyer: toMemberSummary(view.user(refund.userSeq)),
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    requestedAt: wireDateTime(refund.createdAt),
    decidedAt: wireDateTimeOrNull(refund.decidedAt),
    rejectReason: refund.rejectReason,
  };
}
