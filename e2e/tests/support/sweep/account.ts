/** The routes of wallet and account (issue 9) in the accessibility sweep. */
import type { SweptRoute } from './swept-route';

export const accountRoutes: SweptRoute[] = [];
