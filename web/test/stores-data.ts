/**
 * Store values on the wire (contract types) built from the world's factories, for the stores
 * feature's tests and stories: reviews as the public list shows them and seller statistics.
 * The seller profile and posts come from catalogue-data.ts.
 */
import type { PublicReview, SellerStats } from '@market/contract';
import { encodeLocalizedText, toDateTimeString } from '@market/domain';
import { buildReview, makeWorld, type LocalizedText } from '@market/world';

type ReviewRecord = ReturnType<typeof buildReview>;

const netflixParty: LocalizedText = {
  ko: '넷플릭스 프리미엄 3개월 파티원 모집',
  en: 'Netflix Premium: 3 months party',
  es: 'Netflix Premium: grupo de 3 meses',
};

export interface WireReviewOptions {
  /** Fields of the world's review record (tone, text, dates, answer). */
  record?: Parameters<typeof buildReview>[1];
  postTitle?: LocalizedText;
  reviewerNickname?: string;
}

/** A review as GET /api/seller/review/public/{sellerSeq}/list answers it. */
export function wirePublicReview({
  record: overrides = {},
  postTitle = netflixParty,
  reviewerNickname = '수줍은치즈',
}: WireReviewOptions = {}): PublicReview {
  const record: ReviewRecord = buildReview(makeWorld(), {
    postType: 'SUBSCRIPTION',
    ...overrides,
  });
  return {
    seq: record.seq,
    like: record.like,
    review: record.review,
    postTitle: encodeLocalizedText(postTitle),
    postType: record.postType,
    reviewerNickname,
    createdAt: toDateTimeString(new Date(record.createdAt)),
    answer: record.answer
      ? {
          content: record.answer.text,
          createdAt: toDateTimeString(new Date(record.answer.createdAt)),
        }
      : null,
  };
}

/** A seller's answer for `wirePublicReview({ record: { answer } })`, given a day after now. */
export function answerRecord(text: string, createdAt = Date.now()): ReviewRecord['answer'] {
  return { text, createdAt, updatedAt: createdAt };
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
