/**
 * The translation namespaces, one JSON file per namespace and language in `src/locales/<lang>/`.
 * Korean is the reference: keys are typed from the Korean files (see ../i18next.d.ts).
 *
 * Loading: the shell's namespaces (header, footer, toasts, form messages) are bundled in Korean;
 * everything else, and every namespace of en and es, is fetched when first used (src/lib/i18n/i18n.ts), so
 * a screen's texts do not weigh on the first load of the others.
 *
 * `devtools` (the mock devtools drawer, src/app/devtools) is for development builds only: typed like
 * the others, but left out of `namespaces` and of the on-demand loader (src/lib/i18n/i18n.ts), so no
 * production chunk holds it; the drawer adds its bundles to i18next itself.
 *
 * To add a namespace: create `<ns>.json` in ko, en and es, then add it to `KoResources` and
 * `namespaces` below (a type import is enough). The locale test fails until all three languages
 * have every key.
 */
import type auth from './ko/auth.json';
import type catalogue from './ko/catalogue.json';
import common from './ko/common.json';
import type content from './ko/content.json';
import type home from './ko/home.json';
import layout from './ko/layout.json';
import notify from './ko/notify.json';
import type search from './ko/search.json';
import type stores from './ko/stores.json';
import validation from './ko/validation.json';
import type cart from './ko/cart.json';
import type checkout from './ko/checkout.json';
import type orders from './ko/orders.json';
import type comments from './ko/comments.json';
import type wallet from './ko/wallet.json';
import type account from './ko/account.json';
import type inquiries from './ko/inquiries.json';
import type parties from './ko/parties.json';
import type chat from './ko/chat.json';
import type seller from './ko/seller.json';
import type sellerListings from './ko/sellerListings.json';
import type sellerBusiness from './ko/sellerBusiness.json';
import type devtools from './ko/devtools.json';

export interface KoResources {
  common: typeof common;
  layout: typeof layout;
  notify: typeof notify;
  validation: typeof validation;
  auth: typeof auth;
  stores: typeof stores;
  catalogue: typeof catalogue;
  home: typeof home;
  search: typeof search;
  content: typeof content;
  cart: typeof cart;
  checkout: typeof checkout;
  orders: typeof orders;
  comments: typeof comments;
  wallet: typeof wallet;
  account: typeof account;
  inquiries: typeof inquiries;
  parties: typeof parties;
  chat: typeof chat;
  seller: typeof seller;
  sellerListings: typeof sellerListings;
  sellerBusiness: typeof sellerBusiness;
  devtools: typeof devtools;
}

export type Namespace = keyof KoResources;

/** Namespaces of development builds only, never loaded by the app (see above). */
export const devOnlyNamespaces = ['devtools'] as const satisfies readonly Namespace[];

/** Every namespace of the app, in no particular order. */
export const namespaces = [
  'common',
  'layout',
  'notify',
  'validation',
  'auth',
  'stores',
  'catalogue',
  'home',
  'search',
  'content',
  'cart',
  'checkout',
  'orders',
  'comments',
  'wallet',
  'account',
  'inquiries',
  'parties',
  'chat',
  'seller',
  'sellerListings',
  'sellerBusiness',
] as const satisfies readonly Namespace[];

/** Compile-time check that `namespaces` lists every namespace of KoResources. */
export const everyNamespaceListed: Exclude<
  Namespace,
  (typeof namespaces)[number] | (typeof devOnlyNamespaces)[number]
> extends never
  ? true
  : never = true;

/** Bundled with the shell in Korean (the default language), so the first paint never waits. */
export const bundledKoResources = {
  common,
  layout,
  notify,
  validation,
} satisfies Partial<KoResources>;
export const bundledNamespaces = Object.keys(bundledKoResources) as Namespace[];

export const defaultNamespace = 'common' satisfies Namespace;
