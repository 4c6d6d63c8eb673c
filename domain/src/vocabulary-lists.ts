/**
 * The vocabulary's lists that code runs on before anything else (the web app's first load: the
 * language, the currency, the home's sections), without Zod: vocabulary.ts builds its enums from
 * these, and these need no schema library, so a first load need not carry one.
 */
import type { Currency, Locale, PostType } from './vocabulary';

export const locales = ['ko', 'en', 'es'] as const;
export const DEFAULT_LOCALE: Locale = 'ko';

export const currencies = ['KRW', 'USD'] as const;
export const DEFAULT_CURRENCY: Currency = 'KRW';

/** The three kinds of post a seller lists, in the order screens show them. */
export const postTypes = ['SUBSCRIPTION', 'COUPON', 'CODE'] as const;

/** Path segment of each post type in public and seller routes (/subscriptions, /seller/ecoupons…). */
export const postTypeSlug = {
  SUBSCRIPTION: 'subscriptions',
  COUPON: 'ecoupons',
  CODE: 'digital-codes',
} as const satisfies Record<PostType, string>;

/** My orders' filter in the address (`?type=`), by what was bought. */
export const orderTypeFilters = ['subscription', 'ecoupon', 'digital-code', 'emoney'] as const;

/** Whether `value` (a select's value, something stored) is one of `list`'s words. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
