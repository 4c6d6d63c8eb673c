/** The routes of the seller console after a sale (issue 12) in the accessibility sweep. */
import { firstSellerGuide, firstSellerNotice } from '../seller-business';
import type { SweptRoute } from './swept-route';

export const sellerBusinessRoutes: SweptRoute[] = [
  { name: 'seller reviews', path: () => '/seller/reviews', signedInAs: 'seller' },
  {
    name: 'seller negative reviews',
    path: () => '/seller/reviews?tone=negative',
    signedInAs: 'seller',
  },
  { name: 'seller comments', path: () => '/seller/comments', signedInAs: 'seller' },
  { name: 'seller refund requests', path: () => '/seller/refund-requests', signedInAs: 'seller' },
  { name: 'seller blocklist', path: () => '/seller/blocklist', signedInAs: 'seller' },
  { name: 'seller statistics', path: () => '/seller/statistics', signedInAs: 'seller' },
  { name: 'seller promotion items', path: () => '/seller/buy-perks', signedInAs: 'seller' },
  { name: 'seller notices', path: () => '/seller/notices', signedInAs: 'seller' },
  {
    name: 'seller notice',
    path: async (world) => `/seller/notices/${(await firstSellerNotice(world)).seq}`,
    signedInAs: 'seller',
  },
  { name: 'seller guides', path: () => '/seller/guides', signedInAs: 'seller' },
  {
    name: 'seller guide',
    path: async (world) => `/seller/guides/${(await firstSellerGuide(world)).seq}`,
    signedInAs: 'seller',
  },
];
