/** Reviews of purchases: one per purchased item, by its buyer, once it is paid. */
import { type ReviewRecord, type World, nextSeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { TradeIndex } from './item-status';
import { findOwnItem, purchaseReference } from './lookup';

export function writeReview(
  world: World,
  userSeq: number,
  itemSeq: number,
  review: { like: boolean; review: string },
  now: number,
): ReviewRecord {
  const { order, item } = findOwnItem(world, userSeq, itemSeq);
  const trades = new TradeIndex(world);
  if (trades.reviewOf(item.seq)) {
    throw new ApiFailure('REVIEW_EXISTS', 'You already reviewed this purchase');
  }
  const status = trades.statusOf(order, item.seq);
  if (status === 'REFUNDED' || status === 'CANCELLED') {
    throw new ApiFailure('INVALID_STATE', `The purchase was ${status.toLowerCase()}`);
  }
  const record: ReviewRecord = {
    seq: nextSeq(world, 'reviews'),
    ...purchaseReference({ order, item }),
    sellerSeq: item.sellerSeq,
    userSeq,
    like: review.like,
    review: review.review,
    createdAt: now,
    answer: null,
  };
  world.reviews.push(record);
  return record;
}

/** The member's review of their purchased item, or 404 (also when not reviewed yet). */
export function findOwnReview(world: World, userSeq: number, itemSeq: number): ReviewRecord {
  const { item } = findOwnItem(world, userSeq, itemSeq);
  const review = new TradeIndex(world).reviewOf(item.seq);
  if (!review) throw new ApiFailure('NOT_FOUND', `Purchase ${itemSeq} has no review yet`);
  return review;
}
