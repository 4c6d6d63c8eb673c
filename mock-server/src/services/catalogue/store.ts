/**
 * A seller's public store: the seller search, the profile, the statistics and the reviews buyers
 * left, by tone (SPEC §4: positive = like true, negative = like false).
 */
import type { PublicReview, SellerProfile, SellerStats } from '@market/contract';
import { type ReviewTone, paginate, toReviewLike } from '@market/domain';
import { type LocalizedText, type World, findBySeq, postsOfType } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { toPublicReview, toSellerStats } from '../../mappers/store';
import { catalogueIndex } from './catalogue-index';
import type { PageRequest } from './post-queries';
import { foldForSearch } from './search-text';
import { newestFirst } from '../newest-first';
import { reviewsOfSeller } from '../indexes';

/** 404 unless the user has a public store. */
export function assertStore(world: World, sellerSeq: number): void {
  if (!catalogueIndex(world).hasStore(sellerSeq)) {
    throw new ApiFailure('NOT_FOUND', `No seller ${sellerSeq}`);
  }
}

export function sellerProfile(world: World, sellerSeq: number): SellerProfile {
  assertStore(world, sellerSeq);
  return catalogueIndex(world).sellerProfile(sellerSeq)!;
}

export function sellerStats(world: World, sellerSeq: number): SellerStats {
  assertStore(world, sellerSeq);
  return toSellerStats(sellerSeq, catalogueIndex(world).tradesOfSeller(sellerSeq));
}

/**
 * Sellers whose nickname holds the keyword, case- and accent-insensitively: exact matches first,
 * then nicknames starting with it, then the rest, each oldest seller first.
 */
export function matchingSellers(world: World, keyword: string) {
  const term = foldForSearch(keyword.trim());
  const ranked: { seq: number; closeness: number }[] = [];
  for (const seller of catalogueIndex(world).sellers()) {
    const nickname = seller.nickname;
    const at = nickname.indexOf(term);
    if (at < 0) continue;
    ranked.push({ seq: seller.seq, closeness: nickname === term ? 0 : at === 0 ? 1 : 2 });
  }
  return ranked.sort((a, b) => a.closeness - b.closeness || a.seq - b.seq).map((s) => s.seq);
}

export function searchSellers(world: World, keyword: string, request: PageRequest) {
  const index = catalogueIndex(world);
  const page = paginate(matchingSellers(world, keyword), request.page, request.size);
  return { items: page.items.map((seq) => index.sellerProfile(seq)!), pagination: page.pagination };
}

/** A seller's reviews, newest first, of one tone or all. */
export function sellerReviews(
  world: World,
  sellerSeq: number,
  tone: ReviewTone,
  request: PageRequest,
): { items: PublicReview[]; pagination: ReturnType<typeof paginate>['pagination'] } {
  assertStore(world, sellerSeq);
  const like = toReviewLike(tone);
  const reviews = reviewsOfSeller
    .of(world, sellerSeq)
    .filter((r) => like === undefined || r.like === like)
    .sort(newestFirst);
  const page = paginate(reviews, request.page, request.size);
  const items = page.items.map((review) => {
    const reviewer = findBySeq(world.users, review.userSeq);
    const posts: readonly { seq: number; title: LocalizedText }[] = postsOfType(
      world,
      review.postType,
    );
    const post = findBySeq(posts, review.postSeq);
    return toPublicReview(
      review,
      reviewer?.nickname ?? '',
      post?.title ?? { ko: '', en: '', es: '' },
    );
  });
  return { items, pagination: page.pagination };
}
