/**
 * Posts as the wire shows them (contract `schemas/post.ts`). Member counts and statuses are derived
 * on the way out — from the party members and the session's clock — never stored twice.
 */
import type { CodePost, CouponPost, SellerSummary, SubscriptionPost } from '@market/contract';
import { deriveSubscriptionStatus, type SubscriptionStatus } from '@market/domain';
import {
  type CategoryRecord,
  type PostRecord,
  type ProductPostRecord,
  type SubscriptionPostRecord,
  type World,
  findBySeq,
} from '@market/fixtures';
import { wireDateTime, wireDateTimeOrNull, wireText } from './wire';

export function toSellerSummary(world: World, sellerSeq: number): SellerSummary {
  const seller = findBySeq(world.users, sellerSeq);
  if (!seller) throw new Error(`post refers to missing seller ${sellerSeq}`);
  return { seq: seller.seq, nickname: seller.nickname, profileImageUrl: seller.profileImageUrl };
}

/** Active members of a party (the founder is the seller, not a member). */
export function activeMemberCount(world: World, postSeq: number): number {
  let count = 0;
  for (const member of world.partyMembers) {
    if (member.postSeq === postSeq && member.status === 'ACTIVE') count += 1;
  }
  return count;
}

/** The category chain from the top level down to the post's leaf category. */
export function categoryPath(world: World, categorySeq: number): CategoryRecord[] {
  const path: CategoryRecord[] = [];
  let current = findBySeq(world.categories, categorySeq);
  while (current) {
    path.unshift(current);
    current =
      current.parentSeq === null ? undefined : findBySeq(world.categories, current.parentSeq);
  }
  return path;
}

function postBase(world: World, record: PostRecord) {
  const [category1, category2, category3] = categoryPath(world, record.categorySeq);
  if (!category1) throw new Error(`post ${record.seq} refers to missing category`);
  return {
    base: {
      seq: record.seq,
      title: wireText(record.title),
      content: record.content,
      categorySeq: record.categorySeq,
      category1: wireText(category1.name),
      price: record.price,
      thumbnailUrl: record.thumbnailUrl,
      seller: toSellerSummary(world, record.sellerSeq),
      picked: record.picked,
      boostedAt: wireDateTimeOrNull(record.boostedAt),
      createdAt: wireDateTime(record.createdAt),
    },
    category2: category2 ? wireText(category2.name) : null,
    category3: category3 ? wireText(category3.name) : null,
  };
}

/** A party's status as of `now`: the stored status moved forward by the calendar and its seats. */
export function currentSubscriptionStatus(
  world: World,
  record: SubscriptionPostRecord,
  now: number,
  memberCount: number = activeMemberCount(world, record.seq),
) {
  return deriveSubscriptionStatus(
    {
      status: record.status,
      memberCount,
      memberLimit: record.memberLimit,
      subscriptionEndsAt: record.subscriptionEndsAt,
    },
    new Date(now),
  );
}

/** A party's derived facts, when the caller already has them (catalogue indexes at scale). */
export interface SubscriptionFactsKnown {
  memberCount: number;
  status: SubscriptionStatus;
}

export function toSubscriptionPost(
  world: World,
  record: SubscriptionPostRecord,
  now: number,
  known?: SubscriptionFactsKnown,
): SubscriptionPost {
  const { base } = postBase(world, record);
  const memberCount = known?.memberCount ?? activeMemberCount(world, record.seq);
  return {
    ...base,
    type: 'SUBSCRIPTION',
    sharingType: record.sharingType,
    memberCount,
    memberLimit: record.memberLimit,
    subscriptionStartsAt: record.subscriptionStartsAt,
    subscriptionEndsAt: record.subscriptionEndsAt,
    status: known?.status ?? currentSubscriptionStatus(world, record, now, memberCount),
    productId: record.productId,
    renewedPostSeq: record.renewedPostSeq,
  };
}

export function toProductPost<T extends 'COUPON' | 'CODE'>(
  world: World,
  record: ProductPostRecord,
  type: T,
): T extends 'COUPON' ? CouponPost : CodePost {
  const { base, category2, category3 } = postBase(world, record);
  return {
    ...base,
    type,
    category2,
    category3,
    status: record.status,
    expiresAt: record.expiresAt,
    faceValue: record.faceValue,
  } as T extends 'COUPON' ? CouponPost : CodePost;
}
