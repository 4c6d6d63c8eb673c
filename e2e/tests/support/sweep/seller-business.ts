/** The routes of the seller console after a sale (issue 12) in the accessibility sweep. */
import type { SweptRoute } from './swept-route';

export const sellerBusinessRoutes: SweptRoute[] = [];
