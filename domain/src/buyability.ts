/**
 * Whether a post, or a line of the cart, can be bought (SPEC §4, §6). One function serves the web
 * (to disable a buy button) and the mock server (to refuse an order), so the reasons are named like
 * the contract's error codes.
 */
import { isPastDate } from './dates';
import { subscriptionState } from './subscription';
import type { CartStatus, ProductStatus, SubscriptionStatus } from './vocabulary';
import type { PostType } from './vocabulary-first-load';

export const notBuyableReasons = [
  'DISABLED',
  'SOLD_OUT',
  'POST_EXPIRED',
  'ALREADY_SUBSCRIBED',
  'PARTY_FULL',
  'SUBSCRIPTION_ENDED',
  'OWN_POST',
  'BLOCKED_BY_SELLER',
] as const;
export type NotBuyableReason = (typeof notBuyableReasons)[number];

/**
 * The error code a server answers for each refusal, named like the reason but for DISABLED. The
 * web reads a refused order back into its reason with `notBuyableReasonOfCode`.
 */
export const notBuyableErrorCodes = {
  DISABLED: 'NOT_BUYABLE',
  SOLD_OUT: 'SOLD_OUT',
  POST_EXPIRED: 'POST_EXPIRED',
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
  PARTY_FULL: 'PARTY_FULL',
  SUBSCRIPTION_ENDED: 'SUBSCRIPTION_ENDED',
  OWN_POST: 'OWN_POST',
  BLOCKED_BY_SELLER: 'BLOCKED_BY_SELLER',
} as const satisfies Record<NotBuyableReason, string>;

/** The refusal an error code stands for, or null for a code that is not a refusal to sell. */
export function notBuyableReasonOfCode(code: string): NotBuyableReason | null {
  const entry = Object.entries(notBuyableErrorCodes).find(([, errorCode]) => errorCode === code);
  return entry ? (entry[0] as NotBuyableReason) : null;
}

export type Buyability = { buyable: true } | { buyable: false; reason: NotBuyableReason };

const BUYABLE: Buyability = { buyable: true };
const notBuyable = (reason: NotBuyableReason): Buyability => ({ buyable: false, reason });

/** The fields of a coupon or code post the rules read. */
export interface ProductPostFacts {
  type: 'COUPON' | 'CODE';
  status: ProductStatus;
  /** Last day it can be used, `yyyy-MM-dd` in Seoul. */
  expiresAt: string;
}

/** The fields of a subscription post the rules read. */
export interface SubscriptionPostFacts {
  type: 'SUBSCRIPTION';
  status: SubscriptionStatus;
  memberCount: number;
  memberLimit: number;
  subscriptionEndsAt: string;
}

export type BuyablePostFacts = ProductPostFacts | SubscriptionPostFacts;

/**
 * Who is buying, as far as the rules care. Each flag is optional so the web can leave out what it
 * does not know (a member is never told they are blocked); the server fills them all in.
 */
export interface BuyerFacts {
  /** The buyer is the post's seller. */
  ownPost?: boolean;
  /** The seller has blocked the buyer (SPEC §6). */
  blockedBySeller?: boolean;
  /** The buyer is already a member of this party. */
  alreadySubscribed?: boolean;
}

/** Buyer-related refusals come first: they hold whatever state the post is in. */
function buyerRefusal(buyer: BuyerFacts): Buyability | null {
  if (buyer.ownPost) return notBuyable('OWN_POST');
  if (buyer.blockedBySeller) return notBuyable('BLOCKED_BY_SELLER');
  return null;
}

function subscriptionBuyability(post: SubscriptionPostFacts, now: Date): Buyability {
  const state = subscriptionState(post, now);
  if (post.status === 'ENDED' || state.ended) return notBuyable('SUBSCRIPTION_ENDED');
  if (post.status === 'COMPLETED' || !state.hasOpenSeats) return notBuyable('PARTY_FULL');
  return BUYABLE;
}

function productBuyability(post: ProductPostFacts, now: Date): Buyability {
  if (post.status === 'SOLD') return notBuyable('SOLD_OUT');
  if (isPastDate(post.expiresAt, now)) return notBuyable('POST_EXPIRED');
  return BUYABLE;
}

/**
 * Whether a post can be bought now. Coupon or code: ON_SALE and its expiry day not past (the expiry
 * day itself still sells). Subscription: not ended, a seat open, status SUB_ON_SALE or EXTENDABLE.
 */
export function postBuyability(
  post: BuyablePostFacts,
  now: Date,
  buyer: BuyerFacts = {},
): Buyability {
  const refusal = buyerRefusal(buyer);
  if (refusal) return refusal;
  if (post.type === 'SUBSCRIPTION') {
    if (buyer.alreadySubscribed) return notBuyable('ALREADY_SUBSCRIBED');
    return subscriptionBuyability(post, now);
  }
  return productBuyability(post, now);
}

/** Thrown for a cart line whose type the rules do not know, or whose post is of another type. */
export class CartItemTypeError extends Error {
  override readonly name = 'CartItemTypeError';
  constructor(
    readonly itemType: unknown,
    readonly postType?: PostType,
  ) {
    super(
      postType
        ? `Cart item of type ${String(itemType)} points at a ${postType} post`
        : `Unknown cart item type: ${String(itemType)}`,
    );
  }
}

/** The fields of a cart line the rules read (SPEC §3). `type` is unchecked: it comes off the wire. */
export interface CartItemFacts {
  type: PostType | (string & {});
  cartStatus?: CartStatus | null;
  /** The buyer already belongs to this subscription party. */
  subscribed?: boolean;
}

export interface CartItemContext extends BuyerFacts {
  now: Date;
  /** The post the line points at; read for coupons and subscriptions. */
  post: BuyablePostFacts;
}

const isPostType = (type: unknown): type is PostType =>
  type === 'SUBSCRIPTION' || type === 'COUPON' || type === 'CODE';

/**
 * Whether a cart line can be checked out (SPEC §4): DISABLED never; a code always (the cart does not
 * look at the code's stock or expiry: the order call does, through `postBuyability`); a coupon unless
 * the coupon check fails (sold or expired); a subscription unless already subscribed or its own
 * check fails. Own posts and blocked buyers are refused for every type. An unknown type throws.
 */
export function cartItemBuyability(item: CartItemFacts, context: CartItemContext): Buyability {
  if (!isPostType(item.type)) throw new CartItemTypeError(item.type);
  if (item.type !== context.post.type) throw new CartItemTypeError(item.type, context.post.type);
  if (item.cartStatus === 'DISABLED') return notBuyable('DISABLED');
  const refusal = buyerRefusal(context);
  if (refusal) return refusal;
  switch (context.post.type) {
    case 'CODE':
      return BUYABLE;
    case 'COUPON':
      return productBuyability(context.post, context.now);
    case 'SUBSCRIPTION':
      if (item.subscribed || context.alreadySubscribed) return notBuyable('ALREADY_SUBSCRIBED');
      return subscriptionBuyability(context.post, context.now);
  }
}

/**
 * A post's availability as every screen shows it, the public pages and the seller's console alike
 * (SPEC §4): a coupon or code is on sale, sold out or expired; a party is recruiting, full or ended.
 * The viewer's own situation (own post, blocked) is not part of it.
 */
export type Availability = 'onSale' | 'soldOut' | 'expired' | 'recruiting' | 'full' | 'ended';

const availabilityOfReason: Partial<Record<NotBuyableReason, Availability>> = {
  SOLD_OUT: 'soldOut',
  POST_EXPIRED: 'expired',
  PARTY_FULL: 'full',
  SUBSCRIPTION_ENDED: 'ended',
};

export function postAvailability(post: BuyablePostFacts, now: Date): Availability {
  const buyability = postBuyability(post, now);
  const onSale: Availability = post.type === 'SUBSCRIPTION' ? 'recruiting' : 'onSale';
  return (!buyability.buyable && availabilityOfReason[buyability.reason]) || onSale;
}
