/**
 * The vocabulary's words that the web app's first load reads (the language, the currency, the post
 * types and their addresses, my orders' filter), in a module of their own: a chunk holds whole
 * modules, so the shell every page loads takes these lists and not the vocabulary's thirty others
 * (vocabulary.ts; decision 043).
 */

export const locales = ['ko', 'en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

export const currencies = ['KRW', 'USD'] as const;
export type Currency = (typeof currencies)[number];
export const DEFAULT_CURRENCY: Currency = 'KRW';

/**
 * The three kinds of post a seller lists, in the order screens show them. Cart items and orders use
 * the same values.
 */
export const postTypes = ['SUBSCRIPTION', 'COUPON', 'CODE'] as const;
export type PostType = (typeof postTypes)[number];

/** Path segment of each post type in public and seller routes (/subscriptions, /seller/ecoupons…). */
export const postTypeSlug = {
  SUBSCRIPTION: 'subscriptions',
  COUPON: 'ecoupons',
  CODE: 'digital-codes',
} as const satisfies Record<PostType, string>;
export type PostTypeSlug = (typeof postTypeSlug)[PostType];

/** My orders' filter in the address (`?type=`), by what was bought (filters.ts maps it). */
export const orderTypeFilters = ['subscription', 'ecoupon', 'digital-code', 'emoney'] as const;
export type OrderTypeFilter = (typeof orderTypeFilters)[number];

/** Whether `value` (a select's value, something stored, an address's word) is one of `list`'s. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
