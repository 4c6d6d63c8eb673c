/**
 * The filter values of URLs and screens (lower-case words) and the server values they stand for
 * (SPEC §2, §4). Each mapping is a table so that both directions and the tests read the same data.
 */
import type {
  CommentPostTypeFilter,
  OrderKind,
  ProductStatusFilter,
  ReviewTone,
  SearchType,
  SubscriptionStatus,
  SubscriptionStatusFilter,
} from './vocabulary';
import type { Availability } from './buyability';
import {
  type OrderTypeFilter,
  type PostType,
  type PostTypeSlug,
  postTypeSlug,
} from './vocabulary-first-load';

/** Seller subscription listing: open = recruiting, closed = recruitment completed, expiring. */
export const subscriptionStatusOfFilter = {
  open: 'SUB_ON_SALE',
  closed: 'COMPLETED',
  expiring: 'EXTENDABLE',
} as const satisfies Record<SubscriptionStatusFilter, SubscriptionStatus>;

/**
 * Seller coupon and code listings, by the availability every screen reads (buyability.ts
 * `postAvailability`): on_sale = ON_SALE and not past its last day, sold = SOLD, expired = ON_SALE
 * past its last day (SPEC §4: not purchasable).
 */
export const productAvailabilityOfFilter = {
  on_sale: 'onSale',
  sold: 'soldOut',
  expired: 'expired',
} as const satisfies Record<ProductStatusFilter, Availability>;

/** My orders, by what was bought. */
export const orderKindOfFilter = {
  subscription: 'SUBSCRIPTION',
  ecoupon: 'COUPON',
  'digital-code': 'CODE',
  emoney: 'EMONEY',
} as const satisfies Record<OrderTypeFilter, OrderKind>;

/** Reviews by tone: the `like` value to ask for; all asks for none. */
export const reviewLikeOfTone = {
  all: undefined,
  positive: true,
  negative: false,
} as const satisfies Record<ReviewTone, boolean | undefined>;

/** Search by type: the post type searched, or null for the seller search. */
export const postTypeOfSearchType = {
  subscription: 'SUBSCRIPTION',
  ecoupon: 'COUPON',
  'digital-code': 'CODE',
  seller: null,
} as const satisfies Record<SearchType, PostType | null>;

/** Seller comments by post type; all asks for none. */
export const postTypeOfCommentFilter = {
  all: undefined,
  subscription: 'SUBSCRIPTION',
  ecoupon: 'COUPON',
  'digital-code': 'CODE',
} as const satisfies Record<CommentPostTypeFilter, PostType | undefined>;

export const toSubscriptionStatus = (filter: SubscriptionStatusFilter): SubscriptionStatus =>
  subscriptionStatusOfFilter[filter];

export const toOrderKind = (filter: OrderTypeFilter): OrderKind => orderKindOfFilter[filter];

export const toReviewLike = (tone: ReviewTone): boolean | undefined => reviewLikeOfTone[tone];

export const searchTypeToPostType = (type: SearchType): PostType | null =>
  postTypeOfSearchType[type];

export const commentFilterToPostType = (filter: CommentPostTypeFilter): PostType | undefined =>
  postTypeOfCommentFilter[filter];

/** The filter word of a server value, for showing which filter a row belongs to. */
function invert<K extends string, V>(table: Record<K, V>, value: V): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === value);
}

/** ENDED has no filter of its own: ended parties are not listed under open, closed or expiring. */
export const subscriptionStatusFilterOf = (
  status: SubscriptionStatus,
): SubscriptionStatusFilter | undefined => invert(subscriptionStatusOfFilter, status);

export const orderTypeFilterOf = (kind: OrderKind): OrderTypeFilter =>
  invert(orderKindOfFilter, kind) as OrderTypeFilter;

/** `like` of a review as its tone. */
export const reviewToneOf = (like: boolean): Exclude<ReviewTone, 'all'> =>
  like ? 'positive' : 'negative';

/** The URL path segment of a post type: subscriptions, ecoupons, digital-codes. */
export const slugOfPostType = (type: PostType): PostTypeSlug => postTypeSlug[type];

/** The post type of a URL path segment, or undefined for any other segment. */
export const postTypeOfSlug = (slug: string): PostType | undefined =>
  invert(postTypeSlug as Record<PostType, string>, slug);

/**
 * The search type a post type is searched under; the same words as the order filter (subscription,
 * ecoupon, digital-code).
 */
export const searchTypeOfPostType = (type: PostType): Exclude<SearchType, 'seller'> =>
  invert(postTypeOfSearchType, type) as Exclude<SearchType, 'seller'>;
