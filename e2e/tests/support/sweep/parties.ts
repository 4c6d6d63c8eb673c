/** The routes of parties and chat (issue 10) in the accessibility sweep. */
import type { SweptRoute } from './swept-route';

export const partiesRoutes: SweptRoute[] = [];
