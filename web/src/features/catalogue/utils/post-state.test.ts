import { addDays, toDateString } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { wireCodePost, wireCouponPost, wireSubscriptionPost } from '@test/catalogue-data';
import { discountPercent, postState } from './post-state';

const now = new Date('2026-11-10T12:00:00+09:00');
const today = toDateString(now);

describe('postState', () => {
  it('finds a coupon on sale before and on its expiry day, expired the day after', () => {
    expect(postState(wireCouponPost({ expiresAt: today }), now)).toMatchObject({
      buyable: true,
      availability: 'onSale',
    });
    expect(postState(wireCouponPost({ expiresAt: addDays(today, -1) }), now)).toMatchObject({
      buyable: false,
      reason: 'POST_EXPIRED',
      availability: 'expired',
    });
  });

  it('finds a sold code sold out, whatever its expiry', () => {
    const sold = wireCodePost({ status: 'SOLD', expiresAt: addDays(today, 30) });
    expect(postState(sold, now)).toMatchObject({ buyable: false, availability: 'soldOut' });
  });

  it('tells recruiting, full and ended parties apart, and counts days left when expiring', () => {
    const open = wireSubscriptionPost({
      memberCount: 1,
      memberLimit: 3,
      subscriptionEndsAt: addDays(today, 60),
    });
    expect(postState(open, now)).toMatchObject({
      buyable: true,
      availability: 'recruiting',
      expiringDaysLeft: null,
    });

    const full = { ...open, memberCount: 3 };
    expect(postState(full, now)).toMatchObject({ buyable: false, availability: 'full' });

    // The end day itself is the last day of service: 1 day left.
    const lastDay = { ...open, subscriptionEndsAt: today, status: 'EXTENDABLE' as const };
    expect(postState(lastDay, now)).toMatchObject({ buyable: true, expiringDaysLeft: 1 });
    const thirty = { ...open, subscriptionEndsAt: addDays(today, 29) };
    expect(postState(thirty, now).expiringDaysLeft).toBe(30);
    const thirtyOne = { ...open, subscriptionEndsAt: addDays(today, 30) };
    expect(postState(thirtyOne, now).expiringDaysLeft).toBeNull();

    const ended = { ...open, subscriptionEndsAt: addDays(today, -1) };
    expect(postState(ended, now)).toMatchObject({
      buyable: false,
      availability: 'ended',
      expiringDaysLeft: null,
    });
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the face value to whole percent', () => {
    expect(discountPercent(4_100, 4_700)).toBe(13);
    expect(discountPercent(9_200, 10_000)).toBe(8);
  });

  it('is null when there is no saving', () => {
    expect(discountPercent(4_700, 4_700)).toBeNull();
    expect(discountPercent(5_000, 4_700)).toBeNull();
    expect(discountPercent(100, 0)).toBeNull();
    expect(discountPercent(9_990, 10_000)).toBeNull();
  });
});
