/**
 * Domain's buyability rules fed with the facts of a world: who the buyer is to the seller (own post,
 * blocked), whether they already hold a seat in the party, and how many seats are taken. The cart
 * shows `cartItemBuyability`; adding to the cart and checking out apply the full `postBuyability`.
 */
import type { ErrorCode } from '@market/contract';
import {
  type Buyability,
  type BuyablePostFacts,
  type BuyerFacts,
  type NotBuyableReason,
  cartItemBuyability,
  notBuyableErrorCodes,
  postBuyability,
} from '@market/domain';
import type {
  CartItemRecord,
  PostRecord,
  ProductPostRecord,
  SubscriptionPostRecord,
  World,
} from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { rawField } from '../../store/session-world';
import { type ItemPostView, itemPostView } from '../catalogue/post-view';
import { postRecordOf, seatOf, seatsTaken } from './lookup';

const isSubscription = (post: PostRecord): post is SubscriptionPostRecord => 'memberLimit' in post;

/** The facts of a post the rules read; a party's member count is its taken seats. */
export function postFacts(world: World, post: PostRecord, type: CartItemRecord['type']) {
  if (type === 'SUBSCRIPTION' && isSubscription(post)) {
    return {
      type,
      status: post.status,
      memberCount: seatsTaken(world, post.seq),
      memberLimit: post.memberLimit,
      subscriptionEndsAt: post.subscriptionEndsAt,
    } satisfies BuyablePostFacts;
  }
  const product = post as ProductPostRecord;
  return {
    type: type as 'COUPON' | 'CODE',
    status: product.status,
    expiresAt: product.expiresAt,
  } satisfies BuyablePostFacts;
}

/** Everything the rules ask about the buyer, as the server knows it. */
export function buyerFacts(
  world: World,
  userSeq: number,
  post: PostRecord,
  type: CartItemRecord['type'],
): Required<BuyerFacts> {
  return {
    ownPost: post.sellerSeq === userSeq,
    // Read raw: a checkout's transaction would otherwise wrap every block it passes.
    blockedBySeller: rawField(world, 'blocks').some(
      (block) => block.sellerSeq === post.sellerSeq && block.userSeq === userSeq,
    ),
    alreadySubscribed: type === 'SUBSCRIPTION' && seatOf(world, post.seq, userSeq) !== undefined,
  };
}

/** Whether the member may buy the post now (adding to the cart, checking out). */
export function purchaseBuyability(
  world: World,
  userSeq: number,
  post: PostRecord,
  type: CartItemRecord['type'],
  now: number,
): Buyability {
  if (post.deletedAt !== null) return { buyable: false, reason: 'DISABLED' };
  return postBuyability(
    postFacts(world, post, type),
    new Date(now),
    buyerFacts(world, userSeq, post, type),
  );
}

/** A cart line as the cart shows it: SPEC §4's rule, with a withdrawn post disabling its line. */
export function cartLineBuyability(
  world: World,
  line: CartItemRecord,
  post: PostRecord,
  now: number,
): Buyability & { cartStatus: CartItemRecord['status']; subscribed: boolean } {
  const cartStatus = post.deletedAt === null ? line.status : 'DISABLED';
  const buyer = buyerFacts(world, line.userSeq, post, line.type);
  const buyability = cartItemBuyability(
    { type: line.type, cartStatus, subscribed: buyer.alreadySubscribed },
    { now: new Date(now), post: postFacts(world, post, line.type), ...buyer },
  );
  return { ...buyability, cartStatus, subscribed: buyer.alreadySubscribed };
}

/** The error each refusal answers with: domain's table, checked against the contract's codes. */
const refusalCode: Record<NotBuyableReason, ErrorCode> = notBuyableErrorCodes;

const refusalMessage: Record<NotBuyableReason, string> = {
  DISABLED: 'The post was withdrawn',
  SOLD_OUT: 'The item is sold out',
  POST_EXPIRED: 'The item has expired',
  ALREADY_SUBSCRIBED: 'You already belong to this party',
  PARTY_FULL: 'The party has no open seat',
  SUBSCRIPTION_ENDED: 'The subscription has ended',
  OWN_POST: 'You cannot buy your own post',
  BLOCKED_BY_SELLER: 'You cannot buy from this seller',
};

/** Throws the refusal of a post that cannot be bought. */
export function assertBuyable(buyability: Buyability, what: string): void {
  if (buyability.buyable) return;
  const { reason } = buyability;
  throw new ApiFailure(refusalCode[reason], `${refusalMessage[reason]}: ${what}`);
}

/** A cart line with what the cart shows of it: its post (even withdrawn) and its buyability now. */
export interface CartLineView {
  line: CartItemRecord;
  post: ItemPostView;
  buyability: ReturnType<typeof cartLineBuyability>;
}

export function cartLineView(world: World, line: CartItemRecord, now: number): CartLineView {
  const post = postRecordOf(world, line.type, line.typeSeq);
  return {
    line,
    post: itemPostView(world, line.type, post, now),
    buyability: cartLineBuyability(world, line, post, now),
  };
}
