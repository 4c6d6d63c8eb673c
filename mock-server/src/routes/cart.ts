/**
 * The member's cart (contract `cart`): the rules are the cart service's (services/cart.ts); every
 * change runs as one transaction.
 */
import { success } from '@market/contract';
import { toCartItem } from '../mappers/cart';
import { addToCart, cartCountOf, cartLinesOf, removeCartLines } from '../services/orders/cart';
import { cartLineView } from '../services/orders/buyability';
import { defineResource } from './define-resource';

export const cartResource = defineResource('cart', () => {
  return {
    getCart: async ({ request }) => {
      const user = request.user;
      const now = request.now;
      const lines = cartLinesOf(request.world, user.seq);
      return {
        status: 200,
        body: success(lines.map((line) => toCartItem(cartLineView(request.world, line, now)))),
      };
    },

    countCartItems: async ({ request }) => {
      const user = request.user;
      return { status: 200, body: success({ count: cartCountOf(request.world, user.seq) }) };
    },

    addToCart: async ({ body, request }) => {
      const user = request.user;
      const now = request.now;
      const view = cartLineView(request.world, addToCart(request.world, user.seq, body, now), now);
      return { status: 201, body: success(toCartItem(view)) };
    },

    deleteCartItems: async ({ body, request }) => {
      const user = request.user;
      const count = removeCartLines(request.world, user.seq, body.seqList);
      return { status: 200, body: success({ count }) };
    },
  };
});
