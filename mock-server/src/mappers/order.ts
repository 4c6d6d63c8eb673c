/**
 * Orders, purchases, reviews and refund requests as the buyer sees them (contract
 * `schemas/order.ts`, `review.ts`, `refund.ts`). Items show their post as it stands now (deleted or
 * not); secrets (code, PIN, party account) only reach the buyer of a paid, unrefunded purchase.
 */
import type {
  MemberSummary,
  Order,
  OrderItem,
  OrderReview,
  PartyRequest,
  Post,
  PurchasedCode,
  PurchasedCodeDetail,
  PurchasedCoupon,
  PurchasedCouponDetail,
  PurchasedSubscription,
  PurchasedSubscriptionDetail,
  RefundRequest,
  SharingCompensation,
  SubscriptionCancelPreview,
} from '@market/contract';
import { type OrderStatus, endSharingSettlement } from '@market/domain';
import {
  type OrderItemRecord,
  type OrderRecord,
  type PartyMemberRecord,
  type PostRecord,
  type ProductPostRecord,
  type RefundRecord,
  type ReviewRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
  sharingCompensationOf,
} from '@market/fixtures';
import type { OrderView } from '../services/orders/order-view';
import { toProductPost, toSubscriptionPost } from './posts';
import { wireDateTime, wireDateTimeOrNull, wireText } from './wire';

export function toMemberSummary(world: World, userSeq: number): MemberSummary {
  const user = findBySeq(world.users, userSeq);
  if (!user) throw new Error(`record refers to missing user ${userSeq}`);
  return { seq: user.seq, nickname: user.nickname, profileImageUrl: user.profileImageUrl };
}

/** The post of an order item or refund as the wire shows it, even once deleted. */
export function postOf(view: OrderView, type: OrderItemRecord['postType'], seq: number) {
  return toItemPost(view.world, type, view.post(type, seq), view.now);
}

/** A post record, found by the caller, as an order item or cart line shows it. */
export function toItemPost(
  world: World,
  type: OrderItemRecord['postType'],
  record: PostRecord,
  now: number,
) {
  return type === 'SUBSCRIPTION'
    ? toSubscriptionPost(world, record as SubscriptionPostRecord, now)
    : toProductPost(world, record as ProductPostRecord, type);
}

function itemConfirmAt(view: OrderView, order: OrderRecord, status: OrderStatus): string | null {
  return status === 'PAID' || status === 'CONFIRMED'
    ? wireDateTimeOrNull(view.confirmAt(order))
    : null;
}

export function toOrderItem(view: OrderView, order: OrderRecord, item: OrderItemRecord): OrderItem {
  return {
    seq: item.seq,
    type: item.postType,
    post: postOf(view, item.postType, item.postSeq),
    price: item.price,
    status: view.trades.statusOf(order, item.seq),
    reviewed: view.trades.reviewOf(item.seq) !== undefined,
  };
}

export function toOrder(view: OrderView, order: OrderRecord): Order {
  const transfer =
    order.transfer !== null && order.status === 'AWAITING_TRANSFER'
      ? {
          payTo: {
            bankName: order.transfer.bankName,
            accountNumber: order.transfer.accountNumber,
            accountHolder: order.transfer.accountHolder,
          },
          depositorName: order.transfer.depositorName,
          transferDeadline: wireDateTime(order.transfer.dueAt),
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
  return {
    seq: item.seq,
    orderId: order.id,
    price: item.price,
    status,
    purchasedAt: wireDateTime(order.paidAt ?? order.createdAt),
    confirmAt: itemConfirmAt(view, order, status),
    reviewed: view.trades.reviewOf(item.seq) !== undefined,
    refundStatus: view.trades.refundOf(item.seq)?.status ?? null,
  };
}

export function toPurchasedCode(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedCode {
  return {
    ...purchaseBase(view, order, item),
    post: toProductPost(view.world, view.product(item), 'CODE'),
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
    post: toProductPost(view.world, view.product(item), 'COUPON'),
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

/** The membership an item bought; an item whose membership is missing reads as removed. */
function memberStatusOf(member: PartyMemberRecord | undefined) {
  return member?.status ?? 'REMOVED';
}

export function toPurchasedSubscription(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedSubscription {
  return {
    ...purchaseBase(view, order, item),
    post: toSubscriptionPost(view.world, view.party(item), view.now),
    memberStatus: memberStatusOf(view.membership(order, item)),
  };
}

/** The founder's request that waits for this member's answer: a removal first, then a renewal. */
export function pendingRequestOf(
  world: World,
  party: SubscriptionPostRecord,
  member: PartyMemberRecord | undefined,
): PartyRequest | null {
  if (member?.status !== 'ACTIVE') return null;
  if (member.removalRequestedAt !== null && member.removalConsent === null) {
    return {
      kind: 'REMOVAL',
      postSeq: party.seq,
      reason: member.removalReason ?? null,
      requestedAt: wireDateTime(member.removalRequestedAt),
    };
  }
  if (party.renewedPostSeq !== null && member.renewalAgreed === null) {
    const renewal = findBySeq(world.subscriptionPosts, party.renewedPostSeq);
    if (renewal && renewal.deletedAt === null) {
      return {
        kind: 'RENEWAL',
        postSeq: renewal.seq,
        reason: null,
        requestedAt: wireDateTime(renewal.createdAt),
      };
    }
  }
  return null;
}

export function toPurchasedSubscriptionDetail(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): PurchasedSubscriptionDetail {
  const party = view.party(item);
  const member = view.membership(order, item);
  const purchase = toPurchasedSubscription(view, order, item);
  const members = view
    .otherActiveMembers(party, order.userSeq)
    .map((m) => toMemberSummary(view.world, m.userSeq));
  return {
    ...purchase,
    accountInfo: view.showsPartyAccount(member, purchase.status) ? party.accountInfo : null,
    members,
    pendingRequest: pendingRequestOf(view.world, party, member),
    compensation: compensationOf(view.world, party, order.userSeq),
  };
}

/** The member's share of an early end of the party, from the ledger (what was really paid). */
function compensationOf(
  world: World,
  party: SubscriptionPostRecord,
  userSeq: number,
): SharingCompensation | null {
  if (party.sharingEnded === null) return null;
  const amount = sharingCompensationOf(world, userSeq, party.seq);
  if (amount <= 0) return null;
  return {
    amount,
    paidAt: wireDateTime(party.sharingEnded.at),
    endedBy: party.sharingEnded.by,
  };
}

/**
 * What leaving the party now would give back: the unused days of the paid period, by domain's
 * settlement of an early end (the member's own share of it). Nothing once the seat is gone, the
 * purchase refunded, or the party ended.
 */
export function toSubscriptionCancelPreview(
  view: OrderView,
  order: OrderRecord,
  item: OrderItemRecord,
): SubscriptionCancelPreview {
  const party = view.party(item);
  const settlement = endSharingSettlement({
    price: item.price,
    startsAt: party.subscriptionStartsAt,
    endsAt: party.subscriptionEndsAt,
    now: new Date(view.now),
    activeMembers: 1,
  });
  const cancellable = view.cancellable(order, item);
  return {
    productId: item.seq,
    post: toSubscriptionPost(view.world, party, view.now),
    paidAmount: item.price,
    usedDays: settlement.totalDays - settlement.remainingDays,
    remainingDays: settlement.remainingDays,
    refundAmount: cancellable ? settlement.compensationPerMember : 0,
    cancellable,
  };
}

export function toOrderReview(view: OrderView, review: ReviewRecord): OrderReview {
  const { world } = view;
  const post = view.post(review.postType, review.postSeq);
  return {
    seq: review.seq,
    productId: review.orderItemSeq,
    postType: review.postType,
    postSeq: review.postSeq,
    postTitle: wireText(post.title),
    like: review.like,
    review: review.review,
    author: toMemberSummary(world, review.userSeq),
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
  const { world } = view;
  const post: Post = postOf(view, refund.postType, refund.postSeq);
  return {
    seq: refund.seq,
    productId: refund.orderItemSeq,
    orderId: refund.orderId,
    post,
    buyer: toMemberSummary(world, refund.userSeq),
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    requestedAt: wireDateTime(refund.createdAt),
    decidedAt: wireDateTimeOrNull(refund.decidedAt),
    rejectReason: refund.rejectReason,
  };
}
