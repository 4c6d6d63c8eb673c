/**
 * Store values on the wire (contract types), for the stores feature's tests and stories: reviews as
 * the public list shows them and seller statistics. The seller profile and posts come from
 * catalogue-data.ts.
 */
import type { PublicReview, SellerStats } from '@market/contract';
import { toDateTimeString } from '@market/domain';
import { referenceTime, wireText } from './wire-data';

/** A review as GET /api/seller/review/public/{sellerSeq}/list answers it: liked, not answered. */
export function wirePublicReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    seq: 1,
    like: true,
    review: '빠르게 잘 받았어요.',
    postTitle: wireText({
      ko: '넷플릭스 프리미엄 3개월 파티원 모집',
      en: 'Netflix Premium: 3 months party',
      es: 'Netflix Premium: grupo de 3 meses',
    }),
    postType: 'SUBSCRIPTION',
    reviewerNickname: '수줍은치즈',
    createdAt: referenceTime(-1, '23:00:00'),
    answer: null,
    ...overrides,
  };
}

/** A seller's answer for `wirePublicReview({ answer })`, given now unless `createdAt` says. */
export function wireReviewAnswer(content: string, createdAt = new Date()): PublicReview['answer'] {
  return { content, createdAt: toDateTimeString(createdAt) };
}

export function wireSellerStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return {
    seq: 3,
    subscriptionSalesCount: 29,
    subscriptionRefundCount: 1,
    couponSalesCount: 10,
    couponRefundCount: 1,
    codeSalesCount: 8,
    codeRefundCount: 1,
    ...overrides,
  };
}
