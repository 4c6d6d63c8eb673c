import { describe, expect, it } from 'vitest';
import { toDateTimeString } from './dates';
import {
  autoConfirmAt,
  autoConfirmedUpTo,
  isAutoConfirmed,
  isRelatedRecentOrder,
  relatedOrdersSince,
  retentionEndsAt,
} from './orders';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('auto-confirmation', () => {
  const paidAt = at('2026-11-22T05:30:00Z');

  it('happens 3 days after payment, at the same time of day', () => {
    expect(autoConfirmAt(paidAt).getTime() - paidAt.getTime()).toBe(3 * DAY);
  });

  it('is not done a millisecond before and is done at the moment', () => {
    expect(isAutoConfirmed(paidAt, new Date(paidAt.getTime() + 3 * DAY - 1))).toBe(false);
    expect(isAutoConfirmed(paidAt, new Date(paidAt.getTime() + 3 * DAY))).toBe(true);
    expect(isAutoConfirmed(paidAt, paidAt)).toBe(false);
  });
});

describe('the auto-confirmation cut-off', () => {
  it('is 3 days before now, so the purchase paid at it has just confirmed itself', () => {
    const now = at('2026-11-22T05:30:00Z');
    const upTo = autoConfirmedUpTo(now);
    expect(now.getTime() - upTo.getTime()).toBe(3 * DAY);
    expect(isAutoConfirmed(upTo, now)).toBe(true);
    expect(isAutoConfirmed(new Date(upTo.getTime() + 1), now)).toBe(false);
  });

  it('agrees with isAutoConfirmed for payments around it, across month and year ends', () => {
    for (const iso of [
      '2026-03-01T00:00:00+09:00',
      '2027-01-02T23:59:59+09:00',
      '2028-03-01T12:00:00Z',
    ]) {
      const now = at(iso);
      const upTo = autoConfirmedUpTo(now).getTime();
      for (let offset = -2 * DAY; offset <= 2 * DAY; offset += 3_600_000 + 17) {
        const paidAt = new Date(upTo + offset);
        expect(isAutoConfirmed(paidAt, now)).toBe(paidAt.getTime() <= upTo);
      }
    }
  });
});

describe('related recent orders', () => {
  const now = at('2026-11-22T05:30:00Z');

  it('cover the last 30 days up to now', () => {
    expect(now.getTime() - relatedOrdersSince(now).getTime()).toBe(30 * DAY);
    expect(isRelatedRecentOrder(new Date(now.getTime() - 30 * DAY), now)).toBe(true);
    expect(isRelatedRecentOrder(new Date(now.getTime() - 30 * DAY - 1), now)).toBe(false);
    expect(isRelatedRecentOrder(now, now)).toBe(true);
    expect(isRelatedRecentOrder(new Date(now.getTime() + 1), now)).toBe(false);
  });
});

describe('retention after leaving', () => {
  it('keeps order data 5 years and personal data 6 months, by the Seoul calendar', () => {
    const leftAt = at('2026-08-31T01:00:00Z'); // 10:00 on 31 August in Seoul
    const ends = retentionEndsAt(leftAt);
    expect(toDateTimeString(ends.orderData)).toBe('2031-08-31 10:00:00');
    // No 31 February: the last day of the month.
    expect(toDateTimeString(ends.personalData)).toBe('2027-02-28 10:00:00');
  });
});
