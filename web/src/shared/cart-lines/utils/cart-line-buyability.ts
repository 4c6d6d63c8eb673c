import type { CartItem } from '@market/contract';
import { cartItemBuyability, type Buyability, type BuyablePostFacts } from '@market/domain';

/** The facts of a line's post that domain's buyability rules read. */
export function postFactsOf(post: CartItem['post']): BuyablePostFacts {
  if (post.type === 'SUBSCRIPTION') {
    const { type, status, memberCount, memberLimit, subscriptionEndsAt } = post;
    return { type, status, memberCount, memberLimit, subscriptionEndsAt };
  }
  return { type: post.type, status: post.status, expiresAt: post.expiresAt };
}

/**
 * Whether a cart line can be bought (SPEC §4): the server's answer (which alone knows whether the
 * seller blocked the member), then domain's rule at `now`, which catches a coupon that expired or a
 * party that filled since the cart was loaded.
 */
export function cartLineBuyability(item: CartItem, now: Date): Buyability {
  if (!item.buyable) return { buyable: false, reason: item.reason ?? 'DISABLED' };
  return cartItemBuyability(item, { now, post: postFactsOf(item.post) });
}
