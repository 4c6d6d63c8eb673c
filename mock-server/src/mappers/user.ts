/** Users as the wire shows them to themselves (contract `schemas/user.ts`, `schemas/account.ts`). */
import type { SellerInfo, User } from '@market/contract';
import type { UserRecord, World } from '@market/fixtures';
import { wireDateTime } from './wire';

export function toUser(record: UserRecord): User {
  return {
    seq: record.seq,
    email: record.email,
    nickname: record.nickname,
    profileImageUrl: record.profileImageUrl,
    roles: [...record.roles],
    verified: record.verified,
    phone: record.phone,
    countries: [...record.countries],
    newsletter: record.newsletter,
    referralCode: record.referralCode,
    createdAt: wireDateTime(record.createdAt),
  };
}

const countLive = (
  posts: ReadonlyArray<{ sellerSeq: number; deletedAt: number | null }>,
  seq: number,
) => posts.reduce((n, post) => (post.sellerSeq === seq && post.deletedAt === null ? n + 1 : n), 0);

/** The seller's own console view of their seller account. */
export function toSellerInfo(world: World, record: UserRecord): SellerInfo {
  const seq = record.seq;
  let unansweredReviewCount = 0;
  for (const review of world.reviews) {
    if (review.sellerSeq === seq && review.answer === null) unansweredReviewCount += 1;
  }
  let pendingRefundCount = 0;
  for (const refund of world.refunds) {
    if (refund.sellerSeq === seq && refund.status === 'REQUESTED') pendingRefundCount += 1;
  }
  return {
    seq,
    nickname: record.nickname,
    profileImageUrl: record.profileImageUrl,
    intro: record.sellerIntro,
    // An administrator passes seller routes without ever having switched: their account's age.
    sellerSince: wireDateTime(record.sellerSince ?? record.createdAt),
    subscriptionPostCount: countLive(world.subscriptionPosts, seq),
    couponPostCount: countLive(world.couponPosts, seq),
    codePostCount: countLive(world.codePosts, seq),
    unansweredReviewCount,
    pendingRefundCount,
  };
}
