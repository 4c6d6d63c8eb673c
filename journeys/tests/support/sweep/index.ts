/**
 * Every route of SPEC §2 in the accessibility sweep, by area: each area's file lists its routes
 * (with the account that opens them and the state to scan them in).
 */
import { accountRoutes } from './account';
import { buyerRoutes } from './buyer';
import { partiesRoutes } from './parties';
import { publicRoutes } from './public';
import { sellerBusinessRoutes } from './seller-business';
import { sellerListingsRoutes } from './seller-listings';
import type { SweptRoute } from './swept-route';

export type { SweptRoute } from './swept-route';

export const sweptAreas: { area: string; routes: SweptRoute[] }[] = [
  { area: 'public', routes: publicRoutes },
  { area: 'buyer', routes: buyerRoutes },
  { area: 'account', routes: accountRoutes },
  { area: 'parties', routes: partiesRoutes },
  { area: 'seller listings', routes: sellerListingsRoutes },
  { area: 'seller business', routes: sellerBusinessRoutes },
];
