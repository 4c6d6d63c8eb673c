/**
 * The app's addresses (SPEC §2), in one place (decision 046). `appPaths` is every page's address
 * pattern: the route table (app/routes/) declares each route with one of them, and
 * `app/routes/route-table.test.tsx` fails unless each has its route. `pathTo(pattern, params)` is
 * the one way to write an in-app address: a pattern with parameters needs them all, typed, and a
 * pattern no route has does not compile. `local/app-paths` refuses a literal address as a link's
 * `href` / `to` or a `navigate` / `setLocation` argument anywhere else.
 */
import { safeRedirect, slugOfPostType, type PostType } from '@market/domain';

export const appPaths = [
  // Public (SPEC §2) and guest-only.
  '/',
  '/subscriptions',
  '/ecoupons',
  '/digital-codes',
  '/subscriptions/:postSeq',
  '/ecoupons/:postSeq',
  '/digital-codes/:postSeq',
  '/search/:keyword',
  '/stores/:sellerSeq',
  '/stores/:sellerSeq/stats',
  '/stores/:sellerSeq/reviews',
  '/notices',
  '/faq',
  '/our-services',
  '/terms/terms-of-use',
  '/terms/privacy-policy',
  '/contact/business',
  '/login',
  '/login/naver',
  '/login/kakao',
  '/create-account',
  '/recover-password',
  '/reset-password',
  // Buying.
  '/cart',
  '/checkout',
  '/checkout/verify-identity',
  '/my/orders',
  '/my/orders/:orderId',
  '/my/ecoupons',
  '/my/ecoupons/:orderSeq',
  '/my/digital-codes',
  '/my/digital-codes/:orderSeq',
  // Wallet and account.
  '/buy-emoney',
  '/cash-out',
  '/remove-account',
  '/become-seller',
  '/contact/general',
  '/my',
  '/my/profile',
  '/my/expenses',
  '/my/expenses/emoney',
  '/my/expenses/points',
  '/my/pending-transfer/:orderId',
  '/my/contact',
  // Parties and chat.
  '/my/subscriptions',
  '/my/subscriptions/:orderSeq',
  '/my/subscriptions/:orderSeq/chat',
  '/my/subscriptions/:orderSeq/group-chat',
  '/my/ecoupons/:orderSeq/chat',
  '/my/digital-codes/:orderSeq/chat',
  // The seller console.
  '/seller',
  '/seller/subscriptions',
  '/seller/subscriptions/create',
  '/seller/subscriptions/:postSeq',
  '/seller/subscriptions/:postSeq/edit',
  '/seller/ecoupons',
  '/seller/ecoupons/create',
  '/seller/ecoupons/:postSeq',
  '/seller/ecoupons/:postSeq/edit',
  '/seller/digital-codes',
  '/seller/digital-codes/create',
  '/seller/digital-codes/:postSeq',
  '/seller/digital-codes/:postSeq/edit',
  '/seller/subscriptions/:postSeq/members',
  '/seller/subscriptions/:postSeq/renew',
  '/seller/ecoupons/:postSeq/buyer',
  '/seller/digital-codes/:postSeq/buyer',
  '/seller/chats',
  '/seller/chats/:roomId',
  '/seller/reviews',
  '/seller/comments',
  '/seller/refund-requests',
  '/seller/blocklist',
  '/seller/statistics',
  '/seller/buy-perks',
  '/seller/notices',
  '/seller/notices/:seq',
  '/seller/guides',
  '/seller/guides/:seq',
] as const;

/** A page's address pattern (`/my/orders/:orderId`). */
export type AppPath = (typeof appPaths)[number];

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a pattern, each required: `{ orderId: string | number }`. */
export type PathParams<Pattern extends string> = Record<ParamNames<Pattern>, string | number>;

type ParamsArgument<Pattern extends AppPath> = [ParamNames<Pattern>] extends [never]
  ? []
  : [params: PathParams<Pattern>];

/** The address of a pattern with its parameters filled in (each encoded as a path segment). */
export function pathTo<Pattern extends AppPath>(
  pattern: Pattern,
  ...[params]: ParamsArgument<Pattern>
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A query value: a list is written comma-separated (`?items=3,4`); empty values are left out. */
type SearchValue = string | number | readonly (string | number)[] | null | undefined;

/** `address` with a query string; values are encoded, absent and empty ones left out. */
export function withSearch(address: string, search: Record<string, SearchValue>): string {
  const pairs = Object.entries(search).flatMap(([name, value]) => {
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'object') {
      return value.length ? [`${name}=${value.map((v) => encodeURIComponent(v)).join(',')}`] : [];
    }
    return [`${name}=${encodeURIComponent(value)}`];
  });
  return pairs.length ? `${address}?${pairs.join('&')}` : address;
}

/** `?items=1,2,3` of /checkout: the chosen cart line seqs, each a whole number from 1, no repeats. */
export function parseItemsParam(value: string): number[] {
  const seqs = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((seq) => Number.isSafeInteger(seq) && seq >= 1);
  return [...new Set(seqs)];
}

/** /checkout?items=1,2,3: the checkout of these cart lines (SPEC §2, comma-separated). */
export const checkoutPath = (cartSeqs: readonly number[]) =>
  withSearch(pathTo('/checkout'), { items: cartSeqs });

/** /checkout/verify-identity?redirect=<path>: verify, then come back to `currentAddress`. */
export const verifyIdentityPathFor = (currentAddress: string) =>
  withSearch(pathTo('/checkout/verify-identity'), { redirect: currentAddress });

/** `/login?redirect=<path>`, the address guests are sent to from a private page. */
export function loginPathFor(currentAddress: string): string {
  return withSearch(pathTo('/login'), { redirect: safeRedirect(currentAddress) });
}

// Addresses whose first segment is the post type's slug (SPEC §2): one pattern of each type, so
// a new post type fails to compile until it has its routes.

/** Each post type's slug, as domain's `slugOfPostType` answers it (typed here per type). */
type PostSlugs = { SUBSCRIPTION: 'subscriptions'; COUPON: 'ecoupons'; CODE: 'digital-codes' };
const slugOf = <Type extends PostType>(postType: Type) =>
  slugOfPostType(postType) as PostSlugs[Type];

/** The list of a post type: /subscriptions, /ecoupons, /digital-codes. */
export const postListPath = (postType: PostType) => pathTo(`/${slugOf(postType)}`);

/** A post's detail: /subscriptions/{postSeq}, /ecoupons/{postSeq}, /digital-codes/{postSeq}. */
export const postPath = (post: { type: PostType; seq: number }) =>
  pathTo(`/${slugOf(post.type)}/:postSeq`, { postSeq: post.seq });

/** One purchase: /my/subscriptions/{orderSeq}, /my/ecoupons/{orderSeq}, /my/digital-codes/{orderSeq}. */
export const purchasePath = (postType: PostType, orderSeq: number) =>
  pathTo(`/my/${slugOf(postType)}/:orderSeq`, { orderSeq });

/** A purchase's chat with the seller (`group` = a party's chat with every member). */
export const purchaseChatPath = (postType: PostType, orderSeq: number, group = false) =>
  group
    ? pathTo('/my/subscriptions/:orderSeq/group-chat', { orderSeq })
    : pathTo(`/my/${slugOf(postType)}/:orderSeq/chat`, { orderSeq });

/** The seller console's listings of a post type: /seller/subscriptions, /seller/ecoupons, … */
export const sellerListPath = (postType: PostType) => pathTo(`/seller/${slugOf(postType)}`);

/** A seller's own post in the console: /seller/{type}/{postSeq}. */
export const sellerPostPath = (postType: PostType, postSeq: number) =>
  pathTo(`/seller/${slugOf(postType)}/:postSeq`, { postSeq });

/** A seller's post's edit form: /seller/{type}/{postSeq}/edit. */
export const sellerPostEditPath = (postType: PostType, postSeq: number) =>
  pathTo(`/seller/${slugOf(postType)}/:postSeq/edit`, { postSeq });

/** Who bought a seller's coupon or code: /seller/{ecoupons|digital-codes}/{postSeq}/buyer. */
export const sellerPostBuyerPath = (postType: 'COUPON' | 'CODE', postSeq: number) =>
  pathTo(`/seller/${slugOf(postType)}/:postSeq/buyer`, { postSeq });

/** A new post of a type, optionally copied from one of the seller's posts (`sourcePost`). */
export const sellerCreatePath = (postType: PostType, sourcePost?: number) =>
  withSearch(pathTo(`/seller/${slugOf(postType)}/create`), { sourcePost });

/** A seller's public store, and its pages. */
export const storePath = (sellerSeq: number) => pathTo('/stores/:sellerSeq', { sellerSeq });

/** One order of the member: /my/orders/{orderId}. */
export const orderPath = (orderId: string | number) => pathTo('/my/orders/:orderId', { orderId });

/** An order waiting for its bank transfer: /my/pending-transfer/{orderId}. */
export const pendingTransferPath = (orderId: string | number) =>
  pathTo('/my/pending-transfer/:orderId', { orderId });

/** A party's members in the console, where its join requests wait. */
export const sellerPartyMembersPath = (postSeq: number) =>
  pathTo('/seller/subscriptions/:postSeq/members', { postSeq });

/** One chat room in the seller console. */
export const sellerChatPath = (roomId: number | string) =>
  pathTo('/seller/chats/:roomId', { roomId });
