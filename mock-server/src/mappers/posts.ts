/**
 * Posts as the wire shows them (contract `schemas/post.ts`), from a post view (the service's
 * `services/catalogue/post-view.ts`: the record with its seller, category chain and, for a party,
 * its member count and status as of now).
 */
import type { CodePost, CouponPost, Post, SubscriptionPost } from '@market/contract';
import type {
  ItemPostView,
  ProductPostView,
  SubscriptionPostView,
} from '../services/catalogue/post-view';
import { toMemberSummary } from './user';
import { wireDateTime, wireDateTimeOrNull, wireText } from './wire';

function postBase({ record, seller, categories }: ProductPostView | SubscriptionPostView) {
  const [category1, category2, category3] = categories;
  return {
    base: {
      seq: record.seq,
      title: wireText(record.title),
      content: record.content,
      categorySeq: record.categorySeq,
      category1: wireText(category1!.name),
      price: record.price,
      thumbnailUrl: record.thumbnailUrl,
      seller: toMemberSummary(seller),
      picked: record.picked,
      boostedAt: wireDateTimeOrNull(record.boostedAt),
      createdAt: wireDateTime(record.createdAt),
    },
    category2: category2 ? wireText(category2.name) : null,
    category3: category3 ? wireText(category3.name) : null,
  };
}

export function toSubscriptionPost(view: SubscriptionPostView): SubscriptionPost {
  const { record } = view;
  return {
    ...postBase(view).base,
    type: 'SUBSCRIPTION',
    sharingType: record.sharingType,
    memberCount: view.memberCount,
    memberLimit: record.memberLimit,
    subscriptionStartsAt: record.subscriptionStartsAt,
    subscriptionEndsAt: record.subscriptionEndsAt,
    status: view.status,
    productId: record.productId,
    renewedPostSeq: record.renewedPostSeq,
  };
}

export function toProductPost<T extends 'COUPON' | 'CODE'>(
  view: ProductPostView,
  type: T,
): T extends 'COUPON' ? CouponPost : CodePost {
  const { record } = view;
  const { base, category2, category3 } = postBase(view);
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

/** The post of an order item, cart line or refund as the wire shows it, even once deleted. */
export const toItemPost = (view: ItemPostView): Post =>
  view.type === 'SUBSCRIPTION' ? toSubscriptionPost(view) : toProductPost(view, view.type);
