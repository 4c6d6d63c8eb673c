/** The routes of the buyer's side: cart, checkout, orders and purchases (issue 8) in the accessibility sweep. */
import { addToCart, cartOf, codeAndCouponOnSale, tokenOf } from '../buyer';
import { accounts } from '../env';
import type { SweptRoute } from './swept-route';

export const buyerRoutes: SweptRoute[] = [
  { name: 'cart', path: () => '/cart', signedInAs: 'buyer' },
  {
    name: 'checkout',
    // The buyer's cart as seeded (buyable and not) plus a code: every kind of line is shown.
    path: async (world) => {
      const token = await tokenOf(world, accounts.buyer);
      const { code } = await codeAndCouponOnSale(world, token);
      await addToCart(world, token, 'CODE', code.seq);
      const lines = await cartOf(world, token);
      return `/checkout?items=${lines.map((line) => line.seq).join(',')}`;
    },
    signedInAs: 'buyer',
  },
  {
    name: 'checkout identity verification',
    path: () => `/checkout/verify-identity?redirect=${encodeURIComponent('/checkout?items=1')}`,
    signedInAs: 'newbie',
  },
];
