/**
 * The routes of the seller console's home and listings (issue 11) in the accessibility sweep, with
 * real seqs of the seller's own posts so the pages show data; the dialogs that state what an
 * irreversible act costs are scanned open.
 */
import type { Page } from '@playwright/test';
import { tr, type Language } from '../locales';
import type { MockWorld } from '../mock-world';
import { auth, cancellableSoldCode, expiringParties, SELLER, tokenOf } from '../seller-listings';
import type { SweptRoute } from './swept-route';

const sellerToken = (world: MockWorld) => tokenOf(world, SELLER);

async function anExpiringParty(world: MockWorld) {
  const [party] = await expiringParties(world, await sellerToken(world));
  if (!party) throw new Error('the seeded seller has no expiring party');
  return party.seq;
}

async function anOnSaleCoupon(world: MockWorld) {
  const answer = await world.api.sellerPosts.listSellerCouponPosts({
    query: { page: 1, size: 1, status: 'on_sale' },
    extraHeaders: auth(await sellerToken(world)),
  });
  const post = answer.status === 200 ? answer.body.response[0] : undefined;
  if (!post) throw new Error('the seeded seller has no coupon on sale');
  return post.seq;
}

const openDialog =
  (button: string) => async (page: Page, _world: MockWorld, language: Language) => {
    await page
      .getByRole('main')
      .getByRole('button', { name: tr(language, button) })
      .click();
    await page.getByRole('dialog').waitFor();
  };

export const sellerListingsRoutes: SweptRoute[] = [
  { name: 'seller home', path: () => '/seller', signedInAs: 'seller' },
  { name: 'seller subscriptions', path: () => '/seller/subscriptions', signedInAs: 'seller' },
  {
    name: 'seller e-coupons, sold',
    path: () => '/seller/ecoupons?status=sold',
    signedInAs: 'seller',
  },
  { name: 'seller digital codes', path: () => '/seller/digital-codes', signedInAs: 'seller' },
  {
    name: 'seller new subscription, every message shown',
    path: () => '/seller/subscriptions/create',
    signedInAs: 'seller',
    prepare: async (page, _world, language) => {
      await page.getByRole('button', { name: tr(language, 'sellerListings:form.save') }).click();
    },
  },
  { name: 'seller new e-coupon', path: () => '/seller/ecoupons/create', signedInAs: 'seller' },
  {
    name: 'seller e-coupon copy',
    path: async (world) => `/seller/ecoupons/create?sourcePost=${await anOnSaleCoupon(world)}`,
    signedInAs: 'seller',
  },
  {
    name: 'seller party with the end-sharing dialog open',
    path: async (world) => `/seller/subscriptions/${await anExpiringParty(world)}`,
    signedInAs: 'seller',
    prepare: openDialog('sellerListings:party.end'),
  },
  {
    name: 'seller party edit',
    path: async (world) => `/seller/subscriptions/${await anExpiringParty(world)}/edit`,
    signedInAs: 'seller',
  },
  {
    name: 'seller party members',
    path: async (world) => `/seller/subscriptions/${await anExpiringParty(world)}/members`,
    signedInAs: 'seller',
  },
  {
    name: 'seller party renewal',
    path: async (world) => `/seller/subscriptions/${await anExpiringParty(world)}/renew`,
    signedInAs: 'seller',
  },
  {
    name: 'seller e-coupon detail',
    path: async (world) => `/seller/ecoupons/${await anOnSaleCoupon(world)}`,
    signedInAs: 'seller',
  },
  {
    name: 'seller sold code buyer with the cancel dialog open',
    path: async (world) =>
      `/seller/digital-codes/${(await cancellableSoldCode(world, await sellerToken(world))).post.seq}/buyer`,
    signedInAs: 'seller',
    prepare: openDialog('sellerListings:buyer.cancel'),
  },
];
