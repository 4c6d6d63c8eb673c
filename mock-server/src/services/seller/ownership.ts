/**
 * The seller's own records. A post, review or refund of another seller answers 404 NOT_FOUND exactly
 * like one that does not exist, so one seller cannot probe another's data.
 */
import {
  type ProductPostRecord,
  type RefundRecord,
  type ReviewRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
  postsOfType,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';

export type ProductType = 'COUPON' | 'CODE';

const noun = { SUBSCRIPTION: 'party', COUPON: 'e-coupon', CODE: 'digital code' } as const;

/** One of the seller's coupons or codes (not deleted), or 404. */
export function ownProductPost(
  world: World,
  sellerSeq: number,
  type: ProductType,
  seq: number,
): ProductPostRecord {
  const post = findBySeq(postsOfType(world, type), seq);
  if (!post || post.deletedAt !== null || post.sellerSeq !== sellerSeq) {
    throw new ApiFailure('NOT_FOUND', `You have no ${noun[type]} ${seq}`);
  }
  return post;
}

/** One of the seller's parties (not deleted), or 404. */
export function ownParty(world: World, sellerSeq: number, seq: number): SubscriptionPostRecord {
  const post = findBySeq(world.subscriptionPosts, seq);
  if (!post || post.deletedAt !== null || post.sellerSeq !== sellerSeq) {
    throw new ApiFailure('NOT_FOUND', `You have no ${noun.SUBSCRIPTION} ${seq}`);
  }
  return post;
}

/** Any of the seller's posts by type, or 404. */
export function ownPost(
  world: World,
  sellerSeq: number,
  type: ProductType | 'SUBSCRIPTION',
  seq: number,
) {
  return type === 'SUBSCRIPTION'
    ? ownParty(world, sellerSeq, seq)
    : ownProductPost(world, sellerSeq, type, seq);
}

/** A review of one of the seller's posts, or 404. */
export function ownReview(world: World, sellerSeq: number, seq: number): ReviewRecord {
  const review = findBySeq(world.reviews, seq);
  if (!review || review.sellerSeq !== sellerSeq) {
    throw new ApiFailure('NOT_FOUND', `No review ${seq} of your posts`);
  }
  return review;
}

/** A refund request on one of the seller's sales, or 404. */
export function ownRefund(world: World, sellerSeq: number, seq: number): RefundRecord {
  const refund = findBySeq(world.refunds, seq);
  if (!refund || refund.sellerSeq !== sellerSeq) {
    throw new ApiFailure('NOT_FOUND', `No refund request ${seq} on your sales`);
  }
  return refund;
}
