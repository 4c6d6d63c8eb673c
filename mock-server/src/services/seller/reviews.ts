/**
 * Reviews of the seller's posts and the seller's answers: one answer per review, named by the
 * review's seq (the orders mapper shows it so).
 */
import { type ReviewTone, toReviewLike } from '@market/domain';
import { type ReviewRecord, type World, findBySeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { foldForSearch, foldedLocalizedText, searchTerms } from '../catalogue/search-text';
import { postRecordOf } from '../orders/lookup';
import { ownReview } from './ownership';
import { newestFirst } from '../newest-first';
import { reviewsOfSeller } from '../indexes';

/**
 * The seller's reviews, newest first, of a tone, holding every term of the keyword in the review,
 * the post's title (any language) or the reviewer's nickname.
 */
export function reviewsOf(
  world: World,
  sellerSeq: number,
  filter: { keyword?: string | undefined; tone: ReviewTone },
): ReviewRecord[] {
  const like = toReviewLike(filter.tone);
  const terms = searchTerms(filter.keyword);
  return reviewsOfSeller
    .of(world, sellerSeq)
    .filter((review) => {
      if (like !== undefined && review.like !== like) return false;
      if (terms.length === 0) return true;
      const post = postRecordOf(world, review.postType, review.postSeq);
      const author = findBySeq(world.users, review.userSeq)?.nickname ?? '';
      const text = [
        foldForSearch(review.review),
        foldedLocalizedText(post.title),
        foldForSearch(author),
      ];
      return terms.every((term) => text.some((part) => part.includes(term)));
    })
    .sort(newestFirst);
}

export function answerReview(
  world: World,
  sellerSeq: number,
  reviewSeq: number,
  text: string,
  now: number,
): ReviewRecord {
  const review = ownReview(world, sellerSeq, reviewSeq);
  if (review.answer !== null) {
    throw new ApiFailure('ALREADY_ANSWERED', `Review ${reviewSeq} is already answered`);
  }
  review.answer = { text, createdAt: now, updatedAt: now };
  return review;
}

/** The review holding the seller's answer `answerSeq` (an answer goes by its review's seq), or 404. */
function answeredReview(
  world: World,
  sellerSeq: number,
  answerSeq: number,
): ReviewRecord & {
  answer: NonNullable<ReviewRecord['answer']>;
} {
  const review = ownReview(world, sellerSeq, answerSeq);
  if (review.answer === null) throw new ApiFailure('NOT_FOUND', `No answer ${answerSeq}`);
  return review as ReviewRecord & { answer: NonNullable<ReviewRecord['answer']> };
}

export function editReviewAnswer(
  world: World,
  sellerSeq: number,
  answerSeq: number,
  text: string,
  now: number,
): ReviewRecord {
  const review = answeredReview(world, sellerSeq, answerSeq);
  review.answer.text = text;
  review.answer.updatedAt = now;
  return review;
}

export function deleteReviewAnswer(world: World, sellerSeq: number, answerSeq: number): void {
  const review: ReviewRecord = answeredReview(world, sellerSeq, answerSeq);
  review.answer = null;
}
