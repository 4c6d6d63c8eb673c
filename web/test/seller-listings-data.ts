/** Wire data of the seller's own posts, members and buyers (issue 11's tests and stories). */
import type {
  BuyerInfo,
  PartyMember,
  SellerCodePost,
  SellerCouponPost,
  SellerSubscriptionPost,
} from '@market/contract';
import { addDays } from '@market/domain';
import { dayFromToday, wireCodePost, wireCouponPost, wireSubscriptionPost } from './catalogue-data';

export const partyTitle = JSON.stringify({
  ko: '넷플릭스 가족 파티',
  en: 'Netflix family',
  es: 'Netflix',
});

export function wireSellerParty(
  overrides: Partial<SellerSubscriptionPost> = {},
): SellerSubscriptionPost {
  const startsAt = dayFromToday(-10);
  return {
    ...wireSubscriptionPost({
      seq: 41,
      title: partyTitle,
      price: 9000,
      memberCount: 2,
      memberLimit: 4,
      status: 'SUB_ON_SALE',
      subscriptionStartsAt: startsAt,
      subscriptionEndsAt: addDays(startsAt, 89),
      renewedPostSeq: null,
    }),
    accountInfo: 'Profile 2',
    priceBaseDuration: 'MONTH',
    pendingMemberCount: 1,
    countries: [],
    images: [],
    ...overrides,
  };
}

export function wireSellerCoupon(overrides: Partial<SellerCouponPost> = {}): SellerCouponPost {
  return {
    ...wireCouponPost({
      seq: 51,
      title: JSON.stringify({ ko: '라떼 쿠폰', en: 'Latte coupon', es: 'Cupón' }),
      price: 4500,
      status: 'ON_SALE',
      // Starbucks under Cafés, a leaf of the tests' category tree.
      categorySeq: 11,
    }),
    value: '1234-5678',
    buyer: null,
    soldAt: null,
    countries: [],
    images: [],
    ...overrides,
  };
}

export function wireSellerCode(overrides: Partial<SellerCodePost> = {}): SellerCodePost {
  return {
    ...wireCodePost({ seq: 61, price: 15000, status: 'SOLD' }),
    value: 'ABCD-EFGH',
    buyer: { seq: 7, nickname: '하늘', profileImageUrl: null },
    soldAt: '2026-11-20 10:00:00',
    countries: [],
    images: [],
    ...overrides,
  };
}

export function wirePartyMember(overrides: Partial<PartyMember> = {}): PartyMember {
  return {
    seq: 301,
    member: { seq: 7, nickname: '하늘', profileImageUrl: null },
    status: 'ACTIVE',
    productId: 901,
    joinedAt: '2026-11-01 10:00:00',
    pendingRequest: null,
    ...overrides,
  };
}

export function wireBuyerInfo(overrides: Partial<BuyerInfo> = {}): BuyerInfo {
  return {
    buyer: { seq: 7, nickname: '하늘', profileImageUrl: null },
    productId: 777,
    orderId: 'ORD-2026-0001',
    price: 15000,
    status: 'PAID',
    purchasedAt: '2026-11-20 10:00:00',
    confirmAt: null,
    ...overrides,
  };
}
