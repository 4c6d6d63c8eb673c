/**
 * A seller as the public sees them: the store page (/stores/{sellerSeq}), its statistics (SPEC §3
 * seller stats) and its reviews with their tone (SPEC §4: positive = like true).
 */
import { DateTimeString, JsonText, SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { PostType, ReviewTone } from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery } from '../query';
import { SellerSummary } from './user';

const count = z.number().int().min(0);

/** The seller shown on a store page, in seller search and beside a post's detail. */
export const SellerProfile = SellerSummary.extend({
  intro: z.string().nullable(),
  sellerSince: DateTimeString,
  subscriptionPostCount: count,
  couponPostCount: count,
  codePostCount: count,
  positiveReviewCount: count,
  negativeReviewCount: count,
}).describe('SellerProfile');
export type SellerProfile = z.infer<typeof SellerProfile>;

export const SellerStats = z
  .object({
    seq: z.number().int().positive(),
    codeSalesCount: count,
    codeRefundCount: count,
    couponSalesCount: count,
    couponRefundCount: count,
    subscriptionSalesCount: count,
    subscriptionRefundCount: count,
  })
  .describe('SellerStats');
export type SellerStats = z.infer<typeof SellerStats>;

/** A buyer's review as anyone may read it: the reviewer is shown by nickname only. */
export const PublicReview = z
  .object({
    seq: z.number().int().positive(),
    /** True is a positive review, false a negative one. */
    like: z.boolean(),
    review: z.string(),
    postTitle: JsonText,
    postType: PostType,
    reviewerNickname: z.string(),
    createdAt: DateTimeString,
    /** The seller's answer, once given. */
    answer: z.object({ content: z.string(), createdAt: DateTimeString }).nullable(),
  })
  .describe('PublicReview');
export type PublicReview = z.infer<typeof PublicReview>;

export const SellerReviewQuery = PageQuery.extend({ tone: ReviewTone.default('all') });
export type SellerReviewQuery = z.input<typeof SellerReviewQuery>;

export const SellerSearchQuery = PageQuery.extend({
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH),
});
export type SellerSearchQuery = z.input<typeof SellerSearchQuery>;

export const SellerPostsQuery = PageQuery.extend({
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH).optional(),
  type: PostType.optional(),
});
export type SellerPostsQuery = z.input<typeof SellerPostsQuery>;
