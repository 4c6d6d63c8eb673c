import type { CartItem } from '@market/contract';
import { postBuyability, type Buyability } from '@market/domain';
import { cartLineBuyability, postFactsOf } from '@/shared/cart-lines/utils/cart-line-buyability';

/**
 * Whether a chosen line can be bought now, as checkout sees it: the cart's rule, then the full rule
 * of the post (a code sold since it was put in the cart is not buyable any more).
 */
export function checkoutLineBuyability(item: CartItem, now: Date): Buyability {
  const cart = cartLineBuyability(item, now);
  if (!cart.buyable) return cart;
  return postBuyability(postFactsOf(item.post), now);
}
