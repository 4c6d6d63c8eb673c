/**
 * Reviews of purchases (SPEC §3: like = positive, review, postTitle) and the seller's answers.
 * `productId` is the purchased item (`OrderItem.seq`) the review belongs to.
 */
import { DateTimeString, JsonText } from '@market/domain';
import { PostType } from '@market/domain/schemas';
import { z } from 'zod';
import { MemberSummary } from './user';
import { reviewText } from './trade-fields';

export const ReviewAnswer = z
  .object({
    seq: z.number().int().positive(),
    content: z.string(),
    createdAt: DateTimeString,
    updatedAt: DateTimeString.nullable(),
  })
  .describe('ReviewAnswer');
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const OrderReview = z
  .object({
    seq: z.number().int().positive(),
    productId: z.number().int().positive(),
    postType: PostType,
    postSeq: z.number().int().positive(),
    postTitle: JsonText,
    /** true = positive, false = negative (the review tone filter). */
    like: z.boolean(),
    review: z.string(),
    author: MemberSummary,
    createdAt: DateTimeString,
    answer: ReviewAnswer.nullable(),
  })
  .describe('OrderReview');
export type OrderReview = z.infer<typeof OrderReview>;

export const WriteReviewBody = z
  .object({
    like: z.boolean(),
    review: reviewText,
  })
  .strict();
export type WriteReviewBody = z.input<typeof WriteReviewBody>;

export const ReviewAnswerBody = z.object({ answer: reviewText }).strict();
export type ReviewAnswerBody = z.input<typeof ReviewAnswerBody>;
