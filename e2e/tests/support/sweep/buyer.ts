/** The routes of the buyer's side: cart, checkout, orders and purchases (issue 8) in the accessibility sweep. */
import type { SweptRoute } from './swept-route';

export const buyerRoutes: SweptRoute[] = [];
