/**
 * A seller's public store as the wire shows it (contract `schemas/store.ts`): the profile with its
 * counts, the statistics, and reviews in which the reviewer shows by nickname only.
 */
import type { PublicReview, SellerProfile, SellerStats } from '@market/contract';
import type { PostType } from '@market/domain';
import type { LocalizedText, ReviewRecord, UserRecord } from '@market/world';
import { wireDateTime, wireText } from './wire';

/** What a profile counts: live posts by type and reviews by tone. */
export interface SellerProfileCounts {
  posts: Record<PostType, number>;
  positiveReviews: number;
  negativeReviews: number;
}

export function toSellerProfile(seller: UserRecord, counts: SellerProfileCounts): SellerProfile {
  return {
    seq: seller.seq,
    nickname: seller.nickname,
    profileImageUrl: seller.profileImageUrl,
    intro: seller.sellerIntro,
    sellerSince: wireDateTime(seller.sellerSince ?? seller.createdAt),
    subscriptionPostCount: counts.posts.SUBSCRIPTION,
    couponPostCount: counts.posts.COUPON,
    codePostCount: counts.posts.CODE,
    positiveReviewCount: counts.positiveReviews,
    negativeReviewCount: counts.negativeReviews,
  };
}

/** Sales and refunds of one post type. */
export interface TradeCounts {
  sales: number;
  refunds: number;
}

export function toSellerStats(
  sellerSeq: number,
  counts: Record<PostType, TradeCounts>,
): SellerStats {
  return {
    seq: sellerSeq,
    codeSalesCount: counts.CODE.sales,
    codeRefundCount: counts.CODE.refunds,
    couponSalesCount: counts.COUPON.sales,
    couponRefundCount: counts.COUPON.refunds,
    subscriptionSalesCount: counts.SUBSCRIPTION.sales,
    subscriptionRefundCount: counts.SUBSCRIPTION.refunds,
  };
}

export function toPublicReview(
  review: ReviewRecord,
  reviewerNickname: string,
  postTitle: LocalizedText,
): PublicReview {
  return {
    seq: review.seq,
    like: review.like,
    review: review.review,
    postTitle: wireText(postTitle),
    postType: review.postType,
    reviewerNickname,
    createdAt: wireDateTime(review.createdAt),
    answer: review.answer
      ? { content: review.answer.text, createdAt: wireDateTime(review.answer.createdAt) }
      : null,
  };
}
