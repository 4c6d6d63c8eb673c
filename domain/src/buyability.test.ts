import { describe, expect, it } from 'vitest';
import {
  type CartItemContext,
  CartItemTypeError,
  type ProductPostFacts,
  type SubscriptionPostFacts,
  cartItemBuyability,
  notBuyableErrorCodes,
  notBuyableReasonOfCode,
  notBuyableReasons,
  postAvailability,
  postBuyability,
} from './buyability';

// 2026-11-22 12:00 in Seoul.
const now = new Date('2026-11-22T03:00:00Z');

const coupon = (overrides: Partial<ProductPostFacts> = {}): ProductPostFacts => ({
  type: 'COUPON',
  status: 'ON_SALE',
  expiresAt: '2026-12-31',
  ...overrides,
});
const code = (overrides: Partial<ProductPostFacts> = {}): ProductPostFacts => ({
  ...coupon(overrides),
  type: 'CODE',
});
const subscription = (overrides: Partial<SubscriptionPostFacts> = {}): SubscriptionPostFacts => ({
  type: 'SUBSCRIPTION',
  status: 'SUB_ON_SALE',
  memberCount: 1,
  memberLimit: 4,
  subscriptionEndsAt: '2027-03-31',
  ...overrides,
});

const no = (reason: string) => ({ buyable: false, reason });
const yes = { buyable: true };

describe('postBuyability: coupons and codes', () => {
  it('sells an ON_SALE post through its expiry day', () => {
    expect(postBuyability(coupon(), now)).toEqual(yes);
    expect(postBuyability(code({ expiresAt: '2026-11-22' }), now)).toEqual(yes);
  });

  it('refuses a sold post and one whose expiry day has passed', () => {
    expect(postBuyability(coupon({ status: 'SOLD' }), now)).toEqual(no('SOLD_OUT'));
    expect(postBuyability(code({ expiresAt: '2026-11-21' }), now)).toEqual(no('POST_EXPIRED'));
  });

  it('expires at Seoul midnight', () => {
    const lastDay = coupon({ expiresAt: '2026-11-22' });
    expect(postBuyability(lastDay, new Date('2026-11-22T14:59:59Z'))).toEqual(yes);
    expect(postBuyability(lastDay, new Date('2026-11-22T15:00:00Z'))).toEqual(no('POST_EXPIRED'));
  });
});

describe('postBuyability: subscriptions', () => {
  it('sells an open or extendable party with a seat', () => {
    expect(postBuyability(subscription(), now)).toEqual(yes);
    expect(postBuyability(subscription({ status: 'EXTENDABLE' }), now)).toEqual(yes);
    expect(postBuyability(subscription({ memberCount: 3 }), now)).toEqual(yes);
  });

  it('refuses a full or closed party', () => {
    expect(postBuyability(subscription({ memberCount: 4 }), now)).toEqual(no('PARTY_FULL'));
    expect(postBuyability(subscription({ status: 'COMPLETED' }), now)).toEqual(no('PARTY_FULL'));
  });

  it('refuses an ended party, by date or by status', () => {
    expect(postBuyability(subscription({ subscriptionEndsAt: '2026-11-21' }), now)).toEqual(
      no('SUBSCRIPTION_ENDED'),
    );
    expect(postBuyability(subscription({ subscriptionEndsAt: '2026-11-22' }), now)).toEqual(yes);
    expect(postBuyability(subscription({ status: 'ENDED' }), now)).toEqual(
      no('SUBSCRIPTION_ENDED'),
    );
  });

  it('refuses a party the buyer already belongs to', () => {
    expect(postBuyability(subscription(), now, { alreadySubscribed: true })).toEqual(
      no('ALREADY_SUBSCRIBED'),
    );
  });
});

describe('postBuyability: the buyer', () => {
  it('refuses the seller their own post and a blocked buyer, whatever the post', () => {
    for (const post of [coupon(), code({ status: 'SOLD' }), subscription({ memberCount: 4 })]) {
      expect(postBuyability(post, now, { ownPost: true })).toEqual(no('OWN_POST'));
      expect(postBuyability(post, now, { blockedBySeller: true })).toEqual(no('BLOCKED_BY_SELLER'));
    }
  });

  it('ignores alreadySubscribed for coupons and codes', () => {
    expect(postBuyability(coupon(), now, { alreadySubscribed: true })).toEqual(yes);
  });
});

describe('cartItemBuyability', () => {
  const context = (post: CartItemContext['post'], extra: Partial<CartItemContext> = {}) => ({
    now,
    post,
    ...extra,
  });

  it('never buys a DISABLED line, of any type', () => {
    for (const post of [coupon(), code(), subscription()]) {
      expect(
        cartItemBuyability({ type: post.type, cartStatus: 'DISABLED' }, context(post)),
      ).toEqual(no('DISABLED'));
    }
  });

  it('always buys a code line, even when the code post is sold or expired (SPEC §4)', () => {
    const soldExpired = code({ status: 'SOLD', expiresAt: '2026-01-01' });
    expect(
      cartItemBuyability({ type: 'CODE', cartStatus: 'ENABLED' }, context(soldExpired)),
    ).toEqual(yes);
  });

  it('buys a coupon line unless the coupon check fails', () => {
    expect(cartItemBuyability({ type: 'COUPON' }, context(coupon()))).toEqual(yes);
    expect(cartItemBuyability({ type: 'COUPON' }, context(coupon({ status: 'SOLD' })))).toEqual(
      no('SOLD_OUT'),
    );
    expect(
      cartItemBuyability({ type: 'COUPON' }, context(coupon({ expiresAt: '2026-11-21' }))),
    ).toEqual(no('POST_EXPIRED'));
  });

  it('buys a subscription line unless subscribed or its own check fails', () => {
    expect(cartItemBuyability({ type: 'SUBSCRIPTION' }, context(subscription()))).toEqual(yes);
    expect(
      cartItemBuyability({ type: 'SUBSCRIPTION', subscribed: true }, context(subscription())),
    ).toEqual(no('ALREADY_SUBSCRIBED'));
    expect(
      cartItemBuyability(
        { type: 'SUBSCRIPTION' },
        context(subscription(), { alreadySubscribed: true }),
      ),
    ).toEqual(no('ALREADY_SUBSCRIBED'));
    expect(
      cartItemBuyability({ type: 'SUBSCRIPTION' }, context(subscription({ memberCount: 4 }))),
    ).toEqual(no('PARTY_FULL'));
    expect(
      cartItemBuyability({ type: 'SUBSCRIPTION' }, context(subscription({ status: 'ENDED' }))),
    ).toEqual(no('SUBSCRIPTION_ENDED'));
  });

  it('refuses own posts and blocked buyers for every type, codes included', () => {
    for (const post of [coupon(), code(), subscription()]) {
      expect(cartItemBuyability({ type: post.type }, context(post, { ownPost: true }))).toEqual(
        no('OWN_POST'),
      );
      expect(
        cartItemBuyability({ type: post.type }, context(post, { blockedBySeller: true })),
      ).toEqual(no('BLOCKED_BY_SELLER'));
    }
  });

  it('throws a typed error for an unknown type or a line pointing at another type of post', () => {
    expect(() => cartItemBuyability({ type: 'GIFT_CARD' }, context(code()))).toThrow(
      CartItemTypeError,
    );
    try {
      cartItemBuyability({ type: 'COUPON' }, context(code()));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CartItemTypeError);
      expect(error).toMatchObject({ itemType: 'COUPON', postType: 'CODE' });
    }
  });
});

describe('postAvailability', () => {
  it('reads a coupon or code as on sale, sold out or expired, whatever screen asks', () => {
    expect(postAvailability(code(), now)).toBe('onSale');
    expect(postAvailability(code({ status: 'SOLD' }), now)).toBe('soldOut');
    expect(postAvailability(code({ expiresAt: '2026-11-21' }), now)).toBe('expired');
    // The expiry day itself still sells.
    expect(postAvailability(coupon({ expiresAt: '2026-11-22' }), now)).toBe('onSale');
  });

  it('reads a party as recruiting, full or ended', () => {
    expect(postAvailability(subscription(), now)).toBe('recruiting');
    expect(postAvailability(subscription({ memberCount: 4 }), now)).toBe('full');
    expect(postAvailability(subscription({ status: 'COMPLETED' }), now)).toBe('full');
    expect(postAvailability(subscription({ subscriptionEndsAt: '2026-11-21' }), now)).toBe('ended');
  });
});

describe('notBuyableErrorCodes', () => {
  it('names an error code for every refusal, and reads each back', () => {
    for (const reason of notBuyableReasons) {
      expect(notBuyableReasonOfCode(notBuyableErrorCodes[reason])).toBe(reason);
    }
    expect(notBuyableReasonOfCode('INSUFFICIENT_BALANCE')).toBeNull();
  });
});
