/** The routes of the seller console's frame, home and listings (issue 11) in the accessibility sweep. */
import type { SweptRoute } from './swept-route';

export const sellerListingsRoutes: SweptRoute[] = [];
