/**
 * Orders, purchases, reviews and comments on the wire (contract types), for the orders and comments
 * tests and stories. Dates are around today so that a paid order is still waiting to confirm.
 */
import type {
  Order,
  OrderItem,
  OrderReview,
  PostComment,
  PurchasedCodeDetail,
  PurchasedCouponDetail,
} from '@market/contract';
import { toDateTimeString } from '@market/domain';
import { wireCodePost, wireCouponPost } from './catalogue-data';

/** Now moved by `hours`, as a wire date-time. */
export const hoursFromNow = (hours: number) =>
  toDateTimeString(new Date(Date.now() + hours * 3_600_000));

export function wireOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const post = wireCouponPost({ seq: 30, price: 4800, status: 'SOLD' });
  return {
    seq: 90,
    type: post.type,
    post,
    price: post.price,
    status: 'PAID',
    reviewed: false,
    refundRejectReason: null,
    ...overrides,
  };
}

export function wireOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ORD-20261124-000139',
    kind: 'COUPON',
    status: 'PAID',
    items: [wireOrderItem()],
    total: 5000,
    paidWithEmoney: 3000,
    paidWithPoints: 2000,
    paid: true,
    createdAt: hoursFromNow(-2),
    paidAt: hoursFromNow(-2),
    confirmAt: hoursFromNow(70),
    transfer: null,
    ...overrides,
  };
}

const purchaseBase = {
  seq: 90,
  orderId: 'ORD-20261124-000139',
  price: 4800,
  status: 'PAID' as const,
  purchasedAt: hoursFromNow(-2),
  confirmAt: hoursFromNow(70),
  reviewed: false,
  refundStatus: null,
  refundRejectReason: null,
};

export function wirePurchasedCoupon(
  overrides: Partial<PurchasedCouponDetail> = {},
): PurchasedCouponDetail {
  return {
    ...purchaseBase,
    post: wireCouponPost({ seq: 30, status: 'SOLD' }),
    pin: '1234-5678-9012',
    ...overrides,
  };
}

export function wirePurchasedCode(
  overrides: Partial<PurchasedCodeDetail> = {},
): PurchasedCodeDetail {
  return {
    ...purchaseBase,
    seq: 91,
    post: wireCodePost({ seq: 40, status: 'SOLD' }),
    code: 'GPLAY-ABCD-EFGH',
    ...overrides,
  };
}

export function wireOrderReview(overrides: Partial<OrderReview> = {}): OrderReview {
  return {
    seq: 5,
    productId: 90,
    postType: 'COUPON',
    postSeq: 30,
    postTitle: wireCouponPost().title,
    like: true,
    review: '빠르게 받았어요.',
    author: { seq: 7, nickname: '하늘', profileImageUrl: null },
    createdAt: hoursFromNow(-1),
    answer: null,
    ...overrides,
  };
}

export function wireComment(overrides: Partial<PostComment> = {}): PostComment {
  return {
    seq: 1,
    type: 'COUPON',
    typeSeq: 6,
    author: { seq: 7, nickname: '하늘', profileImageUrl: null },
    content: '유효기간이 언제까지인가요?',
    createdAt: hoursFromNow(-3),
    updatedAt: null,
    reply: null,
    ...overrides,
  };
}
