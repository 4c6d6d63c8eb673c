import { describe, expect, it } from 'vitest';
import {
  commentFilterToPostType,
  orderTypeFilterOf,
  postTypeOfSlug,
  productAvailabilityOfFilter,
  reviewToneOf,
  searchTypeOfPostType,
  searchTypeToPostType,
  slugOfPostType,
  subscriptionStatusFilterOf,
  toOrderKind,
  toReviewLike,
  toSubscriptionStatus,
} from './filters';
import {
  commentPostTypeFilters,
  orderKinds,
  searchTypes,
  subscriptionStatusFilters,
} from './vocabulary';
import { orderTypeFilters, postTypes } from './vocabulary-first-load';

describe('seller listing filters (SPEC §4)', () => {
  it('maps subscription status filters', () => {
    expect(toSubscriptionStatus('open')).toBe('SUB_ON_SALE');
    expect(toSubscriptionStatus('closed')).toBe('COMPLETED');
    expect(toSubscriptionStatus('expiring')).toBe('EXTENDABLE');
  });

  it('maps coupon and code status filters to the availability every screen reads', () => {
    expect(productAvailabilityOfFilter).toEqual({
      on_sale: 'onSale',
      sold: 'soldOut',
      expired: 'expired',
    });
  });

  it('maps statuses back to their filter; ENDED has none', () => {
    for (const filter of subscriptionStatusFilters) {
      expect(subscriptionStatusFilterOf(toSubscriptionStatus(filter))).toBe(filter);
    }
    expect(subscriptionStatusFilterOf('ENDED')).toBeUndefined();
  });
});

describe('order type filters', () => {
  it('maps each URL value to an order kind and back', () => {
    expect(toOrderKind('subscription')).toBe('SUBSCRIPTION');
    expect(toOrderKind('ecoupon')).toBe('COUPON');
    expect(toOrderKind('digital-code')).toBe('CODE');
    expect(toOrderKind('emoney')).toBe('EMONEY');
    for (const kind of orderKinds) expect(toOrderKind(orderTypeFilterOf(kind))).toBe(kind);
    for (const filter of orderTypeFilters) {
      expect(orderTypeFilterOf(toOrderKind(filter))).toBe(filter);
    }
  });
});

describe('review tone', () => {
  it('asks for like true, like false, or no like filter', () => {
    expect(toReviewLike('positive')).toBe(true);
    expect(toReviewLike('negative')).toBe(false);
    expect(toReviewLike('all')).toBeUndefined();
  });

  it('names the tone of a review', () => {
    expect(reviewToneOf(true)).toBe('positive');
    expect(reviewToneOf(false)).toBe('negative');
  });
});

describe('search type and post type', () => {
  it('maps search types to post types; seller search has none', () => {
    expect(searchTypeToPostType('subscription')).toBe('SUBSCRIPTION');
    expect(searchTypeToPostType('ecoupon')).toBe('COUPON');
    expect(searchTypeToPostType('digital-code')).toBe('CODE');
    expect(searchTypeToPostType('seller')).toBeNull();
    for (const type of postTypes) {
      expect(searchTypeToPostType(searchTypeOfPostType(type))).toBe(type);
    }
    expect(searchTypes).toContain(searchTypeOfPostType('CODE'));
  });

  it('maps seller comment filters; all has none', () => {
    expect(commentFilterToPostType('all')).toBeUndefined();
    for (const filter of commentPostTypeFilters.filter((f) => f !== 'all')) {
      expect(commentFilterToPostType(filter)).toBe(searchTypeToPostType(filter));
    }
  });

  it('turns post types into URL slugs and back', () => {
    expect(slugOfPostType('SUBSCRIPTION')).toBe('subscriptions');
    expect(slugOfPostType('COUPON')).toBe('ecoupons');
    expect(slugOfPostType('CODE')).toBe('digital-codes');
    for (const type of postTypes) expect(postTypeOfSlug(slugOfPostType(type))).toBe(type);
    expect(postTypeOfSlug('seller')).toBeUndefined();
    expect(postTypeOfSlug('SUBSCRIPTIONS')).toBeUndefined();
  });
});
