import { describe, expect, it } from 'vitest';
import { Currency, Locale, OrderTypeFilter, PostType } from './schemas';
import { currencies, isOneOf, locales, orderTypeFilters, postTypes } from './vocabulary-first-load';

describe('isOneOf', () => {
  it("accepts exactly the list's words, as the enum built from the list does", () => {
    const candidates = ['ko', 'en', 'es', 'KO', 'fr', '', 'KRW', 'usd', 'CODE', 'ecoupon', null, 1];
    for (const [list, schema] of [
      [locales, Locale],
      [currencies, Currency],
      [postTypes, PostType],
      [orderTypeFilters, OrderTypeFilter],
    ] as const) {
      for (const value of candidates) {
        expect(isOneOf(list, value), `${String(value)} in ${list.join()}`).toBe(
          schema.safeParse(value).success,
        );
      }
    }
  });
});
