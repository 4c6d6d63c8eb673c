import { describe, expect, it } from 'vitest';
import { convertFromKrw, formatMoney, formatPrice, roundHalfAwayFromZero } from './money';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero, despite binary noise', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(2.675, 2)).toBe(2.68);
    expect(roundHalfAwayFromZero(1.0049, 2)).toBe(1);
    expect(roundHalfAwayFromZero(0.5, 0)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5, 0)).toBe(-1);
  });

  it('refuses non-finite values', () => {
    expect(() => roundHalfAwayFromZero(Number.NaN, 2)).toThrow(RangeError);
  });
});

describe('convertFromKrw', () => {
  it('keeps won unchanged', () => {
    expect(convertFromKrw(12_900, 'KRW', 1380)).toBe(12_900);
  });

  it('divides by the won-per-dollar rate and keeps 2 decimals', () => {
    expect(convertFromKrw(12_900, 'USD', 1380)).toBe(9.35); // 9.3478…
    expect(convertFromKrw(1000, 'USD', 1000)).toBe(1);
    expect(convertFromKrw(0, 'USD', 1380)).toBe(0);
  });

  it('rounds an exact half cent up, and just below it down', () => {
    expect(convertFromKrw(1005, 'USD', 1000)).toBe(1.01); // exactly 1.005
    expect(convertFromKrw(10_049, 'USD', 10_000)).toBe(1); // 1.0049
    expect(convertFromKrw(-1005, 'USD', 1000)).toBe(-1.01);
  });

  it('refuses a missing or impossible rate for USD', () => {
    expect(() => convertFromKrw(1000, 'USD', 0)).toThrow(RangeError);
    expect(() => convertFromKrw(1000, 'USD', -1)).toThrow(RangeError);
    expect(() => convertFromKrw(1000, 'USD', Number.NaN)).toThrow(RangeError);
    expect(() => convertFromKrw(Number.POSITIVE_INFINITY, 'KRW', 1380)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes won in Korean as the number with a thousands separator and 원', () => {
    expect(formatMoney(12_900, 'KRW', 'ko')).toBe('12,900원');
    expect(formatMoney(5_000_000, 'KRW', 'ko')).toBe('5,000,000원');
    expect(formatMoney(0, 'KRW', 'ko')).toBe('0원');
    expect(formatMoney(-500, 'KRW', 'ko')).toBe('-500원');
  });

  it('uses the currency style of the other locales', () => {
    expect(formatMoney(12_900, 'KRW', 'en')).toBe('₩12,900');
    expect(formatMoney(9.35, 'USD', 'en')).toBe('$9.35');
    expect(formatMoney(9.35, 'USD', 'ko')).toBe('US$9.35');
    // Spanish groups with a dot (from five digits on) and writes the currency after the number.
    expect(formatMoney(12_345.5, 'USD', 'es')).toMatch(/^12\.345,50\sUS\$$/);
    expect(formatMoney(12_900, 'KRW', 'es')).toMatch(/^12\.900\sKRW$/);
  });

  it('always shows cents for USD and none for KRW', () => {
    expect(formatMoney(9, 'USD', 'en')).toBe('$9.00');
    expect(formatMoney(12_900.4, 'KRW', 'en')).toBe('₩12,900');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN, 'KRW', 'ko')).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('converts and formats in one step', () => {
    expect(formatPrice(12_900, { currency: 'USD', locale: 'en', usdRate: 1380 })).toBe('$9.35');
    expect(formatPrice(12_900, { currency: 'KRW', locale: 'ko', usdRate: 1380 })).toBe('12,900원');
  });

  it('shows won while the USD rate is not known', () => {
    expect(formatPrice(12_900, { currency: 'USD', locale: 'en', usdRate: null })).toBe('₩12,900');
    expect(formatPrice(12_900, { currency: 'USD', locale: 'ko' })).toBe('12,900원');
  });
});
