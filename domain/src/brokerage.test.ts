import { describe, expect, it } from 'vitest';
import { saleSettlement } from './brokerage';

describe('sale settlement', () => {
  it('keeps the rate of the price and pays the seller the rest', () => {
    expect(saleSettlement(10_000, 0.05)).toEqual({ brokerageFee: 500, proceeds: 9_500 });
  });

  it('rounds the fee to the nearest whole won, halves up', () => {
    expect(saleSettlement(4_130, 0.05)).toEqual({ brokerageFee: 207, proceeds: 3_923 });
    expect(saleSettlement(4_120, 0.05)).toEqual({ brokerageFee: 206, proceeds: 3_914 });
    expect(saleSettlement(101, 0.1)).toEqual({ brokerageFee: 10, proceeds: 91 });
  });

  it('always splits the price exactly, in whole won', () => {
    for (let price = 0; price <= 5_000; price += 37) {
      for (const rate of [0, 0.033, 0.05, 0.1, 0.125, 1]) {
        const { brokerageFee, proceeds } = saleSettlement(price, rate);
        expect(Number.isInteger(brokerageFee) && Number.isInteger(proceeds)).toBe(true);
        expect(brokerageFee + proceeds).toBe(price);
        expect(proceeds).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses prices that are not whole won and rates outside 0..1', () => {
    expect(() => saleSettlement(10.5, 0.05)).toThrow(RangeError);
    expect(() => saleSettlement(-1, 0.05)).toThrow(RangeError);
    expect(() => saleSettlement(1_000, 1.5)).toThrow(RangeError);
    expect(() => saleSettlement(1_000, Number.NaN)).toThrow(RangeError);
  });
});
