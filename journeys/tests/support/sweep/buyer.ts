/** The routes of the buyer's side: cart, checkout, orders and purchases (issue 8) in the accessibility sweep. */
import { addToCart, cartOf, codeAndCouponOnSale, tokenOf } from '../buyer';
import { accounts } from '../env';
import { tr } from '../locales';
import { buyerToken, paidOrder, refundableCoupon, unreviewedCode } from '../orders';
import type { SweptRoute } from './swept-route';

export const buyerRoutes: SweptRoute[] = [
  { name: 'cart', path: () => '/cart', signedInAs: 'buyer' },
  {
    name: 'a digital code already in the cart',
    // The detail says so in place of the add button (a light teal alert).
    path: async (world) => {
      const token = await tokenOf(world, accounts.buyer);
      const { code } = await codeAndCouponOnSale(world, token);
      await addToCart(world, token, 'CODE', code.seq);
      return `/digital-codes/${code.seq}`;
    },
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      await page.getByRole('main').getByText(tr(language, 'catalogue:cart.inCart')).waitFor();
    },
  },
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
  { name: 'my orders', path: () => '/my/orders', signedInAs: 'buyer' },
  {
    name: 'order detail',
    path: async (world) => `/my/orders/${(await paidOrder(world, await buyerToken(world))).id}`,
    signedInAs: 'buyer',
  },
  { name: 'my e-coupons', path: () => '/my/ecoupons', signedInAs: 'buyer' },
  {
    name: 'e-coupon purchase with the refund form open',
    path: async (world) =>
      `/my/ecoupons/${(await refundableCoupon(world, await buyerToken(world))).seq}`,
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: tr(language, 'orders:refund.request') })
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'my digital codes', path: () => '/my/digital-codes', signedInAs: 'buyer' },
  {
    name: 'digital code purchase with the code revealed',
    path: async (world) =>
      `/my/digital-codes/${(await unreviewedCode(world, await buyerToken(world))).seq}`,
    signedInAs: 'buyer',
    prepare: async (page, _world, language) => {
      const label = tr(language, 'orders:purchase.secret.CODE');
      await page
        .getByRole('main')
        .getByRole('button', { name: tr(language, 'orders:purchase.reveal', { label }) })
        .click();
    },
  },
];
