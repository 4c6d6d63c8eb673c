/**
 * Wire-shaped values of the seller console's business screens (reviews, comments, refunds,
 * blocklist, payouts, promotion items), typed by the contract, for tests and stories.
 */
import type {
  BlockedMember,
  OrderReview,
  Payout,
  PromotionInventory,
  RefundRequest,
  SellerComment,
  SellerSalesStatistics,
} from '@market/contract';
import { wireCouponPost } from './catalogue-data';

const text = (ko: string, en = ko, es = ko) => JSON.stringify({ ko, en, es });

let nextSeq = 100;
const seq = () => nextSeq++;

export function wireOrderReview(overrides: Partial<OrderReview> = {}): OrderReview {
  const reviewSeq = seq();
  return {
    seq: reviewSeq,
    productId: reviewSeq + 1000,
    postType: 'COUPON',
    postSeq: 5,
    postTitle: text('스타벅스 라떼', 'Starbucks latte', 'Café latte'),
    like: false,
    review: `review-${reviewSeq}`,
    author: { seq: 1, nickname: '알뜰쇼퍼', profileImageUrl: null },
    createdAt: '2026-11-20 10:00:00',
    answer: null,
    ...overrides,
  };
}

export function wireSellerComment(overrides: Partial<SellerComment> = {}): SellerComment {
  const commentSeq = seq();
  return {
    seq: commentSeq,
    type: 'CODE',
    typeSeq: 9,
    author: { seq: 2, nickname: '궁금한고양이', profileImageUrl: null },
    content: `comment-${commentSeq}`,
    createdAt: '2026-11-21 09:00:00',
    updatedAt: null,
    reply: null,
    postTitle: text('넷플릭스 기프트', 'Netflix gift', 'Regalo Netflix'),
    ...overrides,
  };
}

export function wireRefundRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  const refundSeq = seq();
  return {
    seq: refundSeq,
    productId: refundSeq + 2000,
    orderId: `ORD-20261124-${String(refundSeq).padStart(6, '0')}`,
    post: wireCouponPost({ title: text('스타벅스 라떼', 'Starbucks latte', 'Café latte') }),
    buyer: { seq: 1, nickname: '알뜰쇼퍼', profileImageUrl: null },
    amount: 4000,
    reason: `reason-${refundSeq}`,
    status: 'REQUESTED',
    requestedAt: '2026-11-24 12:00:00',
    decidedAt: null,
    rejectReason: null,
    ...overrides,
  };
}

export function wireBlockedMember(overrides: Partial<BlockedMember> = {}): BlockedMember {
  const userSeq = seq();
  return {
    userSeq,
    member: { seq: userSeq, nickname: `member-${userSeq}`, profileImageUrl: null },
    reason: 'Spammed the comments',
    blockedAt: '2026-11-01 08:00:00',
    ...overrides,
  };
}

export function wireSalesStatistics(
  overrides: Partial<SellerSalesStatistics> = {},
): SellerSalesStatistics {
  return {
    seq: 3,
    codeSalesCount: 12,
    codeRefundCount: 1,
    couponSalesCount: 30,
    couponRefundCount: 2,
    subscriptionSalesCount: 7,
    subscriptionRefundCount: 0,
    salesTotal: 1_250_000,
    refundTotal: 35_000,
    payoutTotal: 900_000,
    pendingPayoutTotal: 120_000,
    ...overrides,
  };
}

export function wirePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    seq: seq(),
    name: text('11월 1주 정산', 'November week 1', 'Noviembre, semana 1'),
    amount: 100_000,
    fee: 10_000,
    netAmount: 90_000,
    status: 'COMPLETE',
    createdAt: '2026-11-08 00:00:00',
    completedAt: '2026-11-09 10:00:00',
    ...overrides,
  };
}

export function wireInventory(overrides: Partial<PromotionInventory> = {}): PromotionInventory {
  return { item: 'UP', remaining: 3, used: [], ...overrides };
}
