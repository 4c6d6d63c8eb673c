import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_FEE_RATE, WITHDRAWAL_MAX_KRW } from './constants';
import { orderCharge, orderFee, withdrawalFee, withdrawalPayout } from './fees';

describe('orderFee', () => {
  it('is the fixed part alone when the rate is 0', () => {
    expect(orderFee({ rate: 0, fixedAmount: 200 }, 12_900)).toBe(200);
    expect(orderFee({ rate: 0, fixedAmount: 200 }, 0)).toBe(200);
  });

  it('adds the rate of the items, rounded to the nearest won (halves up)', () => {
    expect(orderFee({ rate: 0.03, fixedAmount: 100 }, 10_000)).toBe(400);
    expect(orderFee({ rate: 0.015, fixedAmount: 0 }, 100)).toBe(2); // 1.5 -> 2
    expect(orderFee({ rate: 0.015, fixedAmount: 0 }, 99)).toBe(1); // 1.485 -> 1
  });

  it('refuses terms and totals that are not whole won or a fraction', () => {
    expect(() => orderFee({ rate: 1.5, fixedAmount: 0 }, 100)).toThrow(RangeError);
    expect(() => orderFee({ rate: 0, fixedAmount: 0.5 }, 100)).toThrow(RangeError);
    expect(() => orderFee({ rate: 0, fixedAmount: 0 }, 1e300)).toThrow(RangeError);
    expect(() => orderFee({ rate: 0, fixedAmount: 0 }, -1)).toThrow(RangeError);
  });
});

describe('withdrawalFee', () => {
  const standard = { rate: WITHDRAWAL_FEE_RATE, fixedAmount: 0 };

  it('is 10% rounded down to a whole won', () => {
    expect(withdrawalFee(10_000, standard)).toBe(1000);
    expect(withdrawalFee(19, standard)).toBe(1);
    expect(withdrawalFee(9, standard)).toBe(0);
    expect(withdrawalFee(12_345, standard)).toBe(1234);
    expect(withdrawalFee(WITHDRAWAL_MAX_KRW, standard)).toBe(500_000);
  });

  it("adds the method's fixed charge, never more than the amount", () => {
    expect(withdrawalFee(10_000, { rate: 0.1, fixedAmount: 500 })).toBe(1500);
    expect(withdrawalFee(300, { rate: 0.1, fixedAmount: 500 })).toBe(300);
  });

  it('refuses amounts beyond whole won', () => {
    expect(() => withdrawalFee(1e300, standard)).toThrow(RangeError);
    expect(() => withdrawalFee(10.5, standard)).toThrow(RangeError);
  });
});

describe('orderCharge and withdrawalPayout', () => {
  it('give the fee with the total charged, or with the payout that leaves', () => {
    expect(orderCharge({ rate: 0.03, fixedAmount: 100 }, 10_000)).toEqual({
      fee: 400,
      total: 10_400,
    });
    expect(withdrawalPayout(10_000, { rate: 0.1, fixedAmount: 500 })).toEqual({
      fee: 1500,
      payout: 8500,
    });
    expect(withdrawalPayout(300, { rate: 0.1, fixedAmount: 500 })).toEqual({ fee: 300, payout: 0 });
  });
});
