import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  type SubscriptionFacts,
  deriveSubscriptionStatus,
  groupState,
  isSubscriptionChatOpen,
  subscriptionState,
} from './subscription';

// 2026-11-22 12:00 in Seoul.
const now = new Date('2026-11-22T03:00:00Z');
const today = '2026-11-22';

/** A party whose end date leaves `daysLeft` days of service counting today. */
const party = (
  daysLeft: number,
  overrides: Partial<SubscriptionFacts> = {},
): SubscriptionFacts => ({
  status: 'SUB_ON_SALE',
  memberCount: 1,
  memberLimit: 4,
  subscriptionEndsAt: addDays(today, daysLeft - 1),
  ...overrides,
});

describe('subscriptionState', () => {
  it('counts today as a day left: 1 on the end date, 0 the day after (ended)', () => {
    expect(subscriptionState(party(1), now)).toMatchObject({ daysLeft: 1, ended: false });
    expect(subscriptionState(party(0), now)).toMatchObject({ daysLeft: 0, ended: true });
    expect(subscriptionState(party(-5), now)).toMatchObject({ daysLeft: 0, ended: true });
  });

  it('is expiring from 30 to 1 days left, both included', () => {
    const expiring = (daysLeft: number) => subscriptionState(party(daysLeft), now).expiring;
    expect(expiring(0)).toBe(false);
    expect(expiring(1)).toBe(true);
    expect(expiring(30)).toBe(true);
    expect(expiring(31)).toBe(false);
  });

  it('has open seats while members are below the limit', () => {
    const seats = (memberCount: number) =>
      subscriptionState(party(60, { memberCount, memberLimit: 4 }), now).hasOpenSeats;
    expect(seats(3)).toBe(true);
    expect(seats(4)).toBe(false);
    expect(seats(5)).toBe(false);
  });

  it('ends at Seoul midnight, not UTC midnight', () => {
    const endsToday = { ...party(1), subscriptionEndsAt: '2026-11-22' };
    // 23:59 in Seoul on the end date, then 00:00 the day after.
    expect(subscriptionState(endsToday, new Date('2026-11-22T14:59:00Z')).ended).toBe(false);
    expect(subscriptionState(endsToday, new Date('2026-11-22T15:00:00Z')).ended).toBe(true);
  });
});

describe('deriveSubscriptionStatus', () => {
  it('keeps an open party with seats and time open', () => {
    expect(deriveSubscriptionStatus(party(31), now)).toBe('SUB_ON_SALE');
  });

  it('closes a full party', () => {
    expect(deriveSubscriptionStatus(party(31, { memberCount: 4 }), now)).toBe('COMPLETED');
  });

  it('never reopens a closed party (closing is irreversible)', () => {
    expect(deriveSubscriptionStatus(party(31, { status: 'COMPLETED', memberCount: 1 }), now)).toBe(
      'COMPLETED',
    );
  });

  it('makes a party extendable in its last 30 days, open or closed', () => {
    expect(deriveSubscriptionStatus(party(30), now)).toBe('EXTENDABLE');
    expect(deriveSubscriptionStatus(party(1, { status: 'COMPLETED' }), now)).toBe('EXTENDABLE');
  });

  it('ends after the end date, and stays ended once ended early', () => {
    expect(deriveSubscriptionStatus(party(0, { status: 'EXTENDABLE' }), now)).toBe('ENDED');
    expect(deriveSubscriptionStatus(party(90, { status: 'ENDED' }), now)).toBe('ENDED');
  });
});

describe('groupState', () => {
  it('names the states of SPEC §4', () => {
    expect(groupState(party(60), now)).toBe('open');
    expect(groupState(party(60, { memberCount: 4 }), now)).toBe('closed');
    expect(groupState(party(10), now)).toBe('expiring');
    expect(groupState(party(0), now)).toBe('ended');
  });
});

describe('isSubscriptionChatOpen', () => {
  it('is open through the end date and refused after it or once sharing ended', () => {
    expect(isSubscriptionChatOpen(party(1), now)).toBe(true);
    expect(isSubscriptionChatOpen(party(0), now)).toBe(false);
    expect(isSubscriptionChatOpen(party(20, { status: 'ENDED' }), now)).toBe(false);
  });
});
