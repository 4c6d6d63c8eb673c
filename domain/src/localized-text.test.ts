import { describe, expect, it } from 'vitest';
import { decodeLocalizedText, encodeLocalizedText } from './localized-text';

const all = JSON.stringify({ ko: '넷플릭스', en: 'Netflix', es: 'Netflix ES' });

describe('decodeLocalizedText', () => {
  it("gives the locale's text", () => {
    expect(decodeLocalizedText(all, 'ko')).toBe('넷플릭스');
    expect(decodeLocalizedText(all, 'en')).toBe('Netflix');
    expect(decodeLocalizedText(all, 'es')).toBe('Netflix ES');
  });

  it('falls back to Korean, then English, then any language', () => {
    expect(decodeLocalizedText(JSON.stringify({ ko: '쿠폰', en: 'Coupon' }), 'es')).toBe('쿠폰');
    expect(decodeLocalizedText(JSON.stringify({ en: 'Coupon', es: 'Cupón' }), 'ko')).toBe('Coupon');
    expect(decodeLocalizedText(JSON.stringify({ ja: 'クーポン' }), 'en')).toBe('クーポン');
    expect(decodeLocalizedText('{}', 'en')).toBe('');
  });

  it('treats a blank translation as missing', () => {
    expect(decodeLocalizedText(JSON.stringify({ ko: '쿠폰', en: '  ' }), 'en')).toBe('쿠폰');
  });

  it('returns plain text and other JSON as it is', () => {
    for (const value of [
      'Netflix',
      '',
      '{not json',
      '"quoted"',
      '42',
      '[1,2]',
      'null',
      '{"ko":1}',
    ]) {
      expect(decodeLocalizedText(value, 'ko'), value).toBe(value);
    }
    expect(decodeLocalizedText(JSON.stringify({ ko: '쿠폰', en: null }), 'en')).toBe(
      JSON.stringify({ ko: '쿠폰', en: null }),
    );
  });

  it('gives an empty text for null and undefined', () => {
    expect(decodeLocalizedText(null, 'ko')).toBe('');
    expect(decodeLocalizedText(undefined, 'ko')).toBe('');
  });
});

describe('encodeLocalizedText', () => {
  it('encodes in locale order and leaves missing locales out', () => {
    expect(encodeLocalizedText({ es: 'Cupón', ko: '쿠폰', en: 'Coupon' })).toBe(
      '{"ko":"쿠폰","en":"Coupon","es":"Cupón"}',
    );
    expect(encodeLocalizedText({ ko: '쿠폰' })).toBe('{"ko":"쿠폰"}');
  });

  it('round-trips through decodeLocalizedText', () => {
    const encoded = encodeLocalizedText({ ko: '디지털 코드 "특가"', en: 'Code' });
    expect(decodeLocalizedText(encoded, 'ko')).toBe('디지털 코드 "특가"');
    expect(decodeLocalizedText(encoded, 'es')).toBe('디지털 코드 "특가"');
  });
});
