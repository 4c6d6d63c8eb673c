import { describe, expect, it } from 'vitest';
import {
  allocateOrderTotal,
  checkSaleCancellation,
  isClosedTrade,
  isOpenTrade,
  refundSplit,
  lineRefund,
} from './trades';
import { type OrderStatus, orderStatuses } from './vocabulary';

describe('open and closed trades', () => {
  it('counts paid and refund-requested purchases as open, nothing else', () => {
    const open = orderStatuses.filter(isOpenTrade);
    expect(open).toEqual(['PAID', 'REFUND_REQUESTED']);
  });

  it('counts refunded and cancelled purchases as closed', () => {
    expect(orderStatuses.filter(isClosedTrade)).toEqual(['REFUNDED', 'CANCELLED']);
  });
});

describe('allocateOrderTotal', () => {
  it('gives a single line the whole total', () => {
    expect(allocateOrderTotal({ prices: [9900], fee: 300 })).toEqual([10_200]);
  });

  it('shares the fee by price and always adds up to the total', () => {
    const lines = allocateOrderTotal({ prices: [1000, 2000, 3333], fee: 500 });
    expect(lines.reduce((a, b) => a + b, 0)).toBe(1000 + 2000 + 3333 + 500);
    // 500 * 1000 / 6333 = 78.9 -> 78; 500 * 2000 / 6333 = 157.9 -> 157; the last takes the rest.
    expect(lines).toEqual([1078, 2157, 3333 + 265]);
  });

  it('handles no lines, no fee and free lines', () => {
    expect(allocateOrderTotal({ prices: [], fee: 300 })).toEqual([]);
    expect(allocateOrderTotal({ prices: [500, 700], fee: 0 })).toEqual([500, 700]);
    expect(allocateOrderTotal({ prices: [0, 0], fee: 300 })).toEqual([0, 300]);
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => allocateOrderTotal({ prices: [10.5], fee: 0 })).toThrow(RangeError);
    expect(() => allocateOrderTotal({ prices: [10], fee: -1 })).toThrow(RangeError);
  });
});

describe('refundSplit', () => {
  it('returns e-money only to an order paid only in e-money', () => {
    expect(refundSplit({ amount: 5000, paidWithPoints: 0, paidWithEmoney: 5000 })).toEqual({
      points: 0,
      emoney: 5000,
    });
  });

  it('returns points and e-money in the proportion the order was paid', () => {
    expect(refundSplit({ amount: 4000, paidWithPoints: 1000, paidWithEmoney: 3000 })).toEqual({
      points: 1000,
      emoney: 3000,
    });
    // Half of the order: 1000 * 2000 / 4000 = 500 points.
    expect(refundSplit({ amount: 2000, paidWithPoints: 1000, paidWithEmoney: 3000 })).toEqual({
      points: 500,
      emoney: 1500,
    });
  });

  it('rounds the points share down', () => {
    expect(refundSplit({ amount: 1001, paidWithPoints: 1000, paidWithEmoney: 2000 })).toEqual({
      points: 333,
      emoney: 668,
    });
  });

  it('never returns more to a wallet than is left of what the order took from it', () => {
    // The first refund took all the e-money back; the rest can only be points.
    const second = refundSplit({
      amount: 1000,
      paidWithPoints: 1000,
      paidWithEmoney: 2000,
      returnedPoints: 0,
      returnedEmoney: 2000,
    });
    expect(second).toEqual({ points: 1000, emoney: 0 });
    const pointsGone = refundSplit({
      amount: 1500,
      paidWithPoints: 1000,
      paidWithEmoney: 2000,
      returnedPoints: 1000,
    });
    expect(pointsGone).toEqual({ points: 0, emoney: 1500 });
  });

  it('refuses to return more than the order has left', () => {
    expect(() => refundSplit({ amount: 3001, paidWithPoints: 1000, paidWithEmoney: 2000 })).toThrow(
      RangeError,
    );
    expect(() =>
      refundSplit({ amount: 1, paidWithPoints: 0, paidWithEmoney: 10, returnedEmoney: 10 }),
    ).toThrow(RangeError);
    expect(() => refundSplit({ amount: 1.5, paidWithPoints: 0, paidWithEmoney: 10 })).toThrow(
      RangeError,
    );
  });

  it('splits a zero amount into nothing', () => {
    expect(refundSplit({ amount: 0, paidWithPoints: 0, paidWithEmoney: 0 })).toEqual({
      points: 0,
      emoney: 0,
    });
  });
});

describe('checkSaleCancellation', () => {
  it('allows cancelling a sold, paid, unconfirmed purchase', () => {
    expect(checkSaleCancellation({ postStatus: 'SOLD', saleStatus: 'PAID' })).toEqual({ ok: true });
  });

  it('refuses an unsold post', () => {
    expect(checkSaleCancellation({ postStatus: 'ON_SALE', saleStatus: null })).toEqual({
      ok: false,
      reason: 'NOT_SOLD',
    });
    expect(checkSaleCancellation({ postStatus: 'SOLD', saleStatus: null })).toEqual({
      ok: false,
      reason: 'NOT_SOLD',
    });
  });

  it('refuses confirmed, refund-requested and closed purchases with their reason', () => {
    const reason = (saleStatus: OrderStatus) => {
      const check = checkSaleCancellation({ postStatus: 'SOLD', saleStatus });
      return check.ok ? 'ok' : check.reason;
    };
    expect(reason('CONFIRMED')).toBe('ALREADY_CONFIRMED');
    expect(reason('REFUND_REQUESTED')).toBe('REFUND_PENDING');
    expect(reason('REFUNDED')).toBe('CLOSED');
    expect(reason('CANCELLED')).toBe('CLOSED');
  });
});

describe('lineRefund', () => {
  // A party of March 2026 (31 days); noon in Seoul on the 11th: eleven days used (today counts), 20
  // to come.
  const seat = { startsAt: '2026-03-01', endsAt: '2026-03-31' };
  const now = new Date('2026-03-11T03:00:00Z');

  it('gives a coupon or code back whole, its share of the fee included', () => {
    expect(lineRefund({ paid: 10_200, price: 10_000, now })).toEqual({
      amount: 10_200,
      usedDays: 0,
      remainingDays: 0,
    });
  });

  it('gives a seat not yet approved back whole', () => {
    expect(lineRefund({ paid: 3_200, price: 3_100, seat: { ...seat, inUse: false }, now })).toEqual(
      { amount: 3_200, usedDays: 0, remainingDays: 31 },
    );
  });

  it('gives a seat in use its price for the days to come, as an early end compensates', () => {
    expect(lineRefund({ paid: 3_200, price: 3_100, seat: { ...seat, inUse: true }, now })).toEqual({
      amount: 2_000,
      usedDays: 11,
      remainingDays: 20,
    });
  });

  it('gives nothing for a seat whose period is over', () => {
    const later = new Date('2026-04-02T03:00:00Z');
    expect(
      lineRefund({ paid: 3_200, price: 3_100, seat: { ...seat, inUse: true }, now: later }),
    ).toMatchObject({ amount: 0, remainingDays: 0 });
  });

  it('refuses a line paid less than its price', () => {
    expect(() => lineRefund({ paid: 100, price: 200, now })).toThrow(RangeError);
  });
});
