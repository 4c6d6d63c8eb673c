/**
 * Every public route of SPEC §2, with real seqs taken from the test's world (a post of each type,
 * its seller's store) so that the pages scanned show data, not their error states.
 */
import {
  firstCoupon,
  firstDigitalCode,
  openSubscriptionPost,
  trendingKeywords,
} from '../catalogue';
import { closePopups, expectFirstPopup } from '../home';
import type { MockWorld } from '../mock-world';
import type { SweptRoute } from './swept-route';

async function trendingKeyword(world: MockWorld) {
  return (await trendingKeywords(world))[0]?.keyword ?? 'x';
}

async function storePath(world: MockWorld) {
  return `/stores/${(await openSubscriptionPost(world)).seller.seq}`;
}

export const publicRoutes: SweptRoute[] = [
  // The home page is scanned as a visitor meets it (its first popup open) and once the popups are
  // closed. The popups show once per visit (closing one, by Escape too, puts it away until the next
  // load), so the second home is a new visit.
  { name: 'home with its first popup', path: () => '/', prepare: expectFirstPopup },
  { name: 'home with the popups closed', path: () => '/', prepare: closePopups, freshVisit: true },
  { name: 'subscription list', path: () => '/subscriptions' },
  { name: 'e-coupon list', path: () => '/ecoupons' },
  { name: 'digital code list', path: () => '/digital-codes' },
  {
    name: 'subscription detail',
    path: async (world) => `/subscriptions/${(await openSubscriptionPost(world)).seq}`,
  },
  { name: 'e-coupon detail', path: async (world) => `/ecoupons/${(await firstCoupon(world)).seq}` },
  {
    name: 'digital code detail',
    path: async (world) => `/digital-codes/${(await firstDigitalCode(world)).seq}`,
  },
  {
    name: 'search results',
    path: async (world) => `/search/${encodeURIComponent(await trendingKeyword(world))}`,
  },
  { name: 'store', path: storePath },
  { name: 'store statistics', path: async (world) => `${await storePath(world)}/stats` },
  { name: 'store reviews', path: async (world) => `${await storePath(world)}/reviews` },
  { name: 'notices', path: () => '/notices' },
  { name: 'FAQ', path: () => '/faq' },
  { name: 'our services', path: () => '/our-services' },
  { name: 'terms of use', path: () => '/terms/terms-of-use' },
  { name: 'privacy policy', path: () => '/terms/privacy-policy' },
  { name: 'business contact', path: () => '/contact/business' },
  { name: 'sign-in', path: () => '/login' },
  { name: 'account creation', path: () => '/create-account' },
  { name: 'password recovery', path: () => '/recover-password' },
  { name: 'password reset', path: () => '/reset-password?code=x' },
  {
    name: 'identity verification callback',
    path: () => '/verify-user/callback?enc_data=x&integrity_value=y&token_version_id=z',
  },
  { name: 'not-found page', path: () => '/this/page/does-not-exist' },
];
