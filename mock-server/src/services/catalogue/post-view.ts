/**
 * A post with what its wire shape shows besides the record (mappers/posts.ts): its seller, its
 * category chain and, for a party, its active member count and status as of the session's clock.
 * The look-ups and derivations happen here, so the mappers only turn these into wire shapes.
 */
import type { PostType, SubscriptionStatus } from '@market/domain';
import type {
  CategoryRecord,
  PostRecord,
  ProductPostRecord,
  SubscriptionPostRecord,
  UserRecord,
  World,
} from '@market/world';
import { userOf } from '../members';
import { activeMemberCount, currentSubscriptionStatus } from '../party-status';
import { categoryPath } from './categories';

interface PostViewBase {
  seller: UserRecord;
  /** From the top level down to the post's leaf category. */
  categories: CategoryRecord[];
}

export interface ProductPostView extends PostViewBase {
  record: ProductPostRecord;
}

export interface SubscriptionPostView extends PostViewBase {
  record: SubscriptionPostRecord;
  memberCount: number;
  status: SubscriptionStatus;
}

/** A post of any type, as an order item, cart line or refund shows it. */
export type ItemPostView =
  | ({ type: 'SUBSCRIPTION' } & SubscriptionPostView)
  | ({ type: 'COUPON' | 'CODE' } & ProductPostView);

/** A party's derived facts, when the caller already has them (catalogue indexes at scale). */
export interface SubscriptionFactsKnown {
  memberCount: number;
  status: SubscriptionStatus;
}

function viewBase(world: World, record: PostRecord): PostViewBase {
  const categories = categoryPath(world, record.categorySeq);
  if (categories.length === 0) throw new Error(`post ${record.seq} refers to missing category`);
  return { seller: userOf(world, record.sellerSeq), categories };
}

export const productPostView = (world: World, record: ProductPostRecord): ProductPostView => ({
  ...viewBase(world, record),
  record,
});

export function subscriptionPostView(
  world: World,
  record: SubscriptionPostRecord,
  now: number,
  known?: SubscriptionFactsKnown,
): SubscriptionPostView {
  const memberCount = known?.memberCount ?? activeMemberCount(world, record.seq);
  return {
    ...viewBase(world, record),
    record,
    memberCount,
    status: known?.status ?? currentSubscriptionStatus(world, record, now, memberCount),
  };
}

export function itemPostView(
  world: World,
  type: PostType,
  record: PostRecord,
  now: number,
): ItemPostView {
  return type === 'SUBSCRIPTION'
    ? { type, ...subscriptionPostView(world, record as SubscriptionPostRecord, now) }
    : { type, ...productPostView(world, record as ProductPostRecord) };
}
