/**
 * The route table: every route of SPEC §2, by area. The site's routes render in the site layout,
 * the seller console's in its own (own theme, logo and navigation). Each private area ends with a
 * catch-all, so a guest on any deeper private address (`/my/orders/5/x`) signs in first and only
 * then learns the page does not exist.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { accountRoutes } from './account-routes';
import { buyerRoutes } from './buyer-routes';
import { partyRoutes } from './party-routes';
import { NotFoundPage, publicRoutes } from './public-routes';
import { prefetchCartCount } from '../../features/cart/api/use-cart-count';
import { prefetchRecentNotice } from '../../features/notices/api/use-recent-notice';
import { prefetchMe } from '../../lib/session';
import { getSessionSnapshot } from '../../lib/session-store';
import { yieldToMain } from '../../lib/yield-to-main';
import { route, type PageRoute } from './route-types';
import { sellerRoutes } from './seller-routes';

export { NotFoundPage, VerifyUserCallbackPage } from './public-routes';
export type { Guard, LazyPage, PageRoute, PrefetchContext, RouteParams } from './route-types';

/** Addresses of the seller console: `/seller` and everything below it. */
export const SELLER_AREA = '/seller/*?';

export const siteRoutes: PageRoute[] = [
  ...publicRoutes,
  ...buyerRoutes,
  ...accountRoutes,
  ...partyRoutes,
  route('/checkout/*?', NotFoundPage, { guard: 'auth' }),
  route('/my/*?', NotFoundPage, { guard: 'auth' }),
];

export const sellerAreaRoutes: PageRoute[] = [
  ...sellerRoutes,
  route(SELLER_AREA, NotFoundPage, { guard: 'seller' }),
];

/** Every route, for tests and tools that walk the table. */
export const routeTable: PageRoute[] = [...siteRoutes, ...sellerAreaRoutes];

/**
 * Start loading the page at `location` now (its chunk, texts and, given a query client and where
 * the route says how, its first API calls): at start-up this runs before the first render, so the page arrives alongside
 * the app's own code instead of after it. Resolves when the chunk and texts are in (never rejects:
 * a page that cannot load shows its error when rendered).
 */
export function preloadRoute(
  queryClient: QueryClient | null,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  for (const { path, page, props, prefetch } of routeTable) {
    const [matches, params] = matchRoute(parse, path, pathname);
    if (!matches) continue;
    if (queryClient) {
      const token = getSessionSnapshot()?.token ?? null;
      prefetchLayout(queryClient, token, !sellerAreaRoutes.some((area) => area.path === path));
      prefetch?.(props?.(params) ?? {}, {
        queryClient,
        search: new URLSearchParams(search),
        token,
      });
    }
    // The calls are on their way; the chunk's preload (a link per module it imports) and its
    // evaluation run in a task of their own, not in the one that evaluated the app.
    return yieldToMain()
      .then(() => page.preload())
      .then(
        () => undefined,
        () => undefined,
      );
  }
  return Promise.resolve();
}

/** The calls of the layout around every page: who is signed in, and the site header's notice and cart. */
function prefetchLayout(queryClient: QueryClient, token: string | null, site: boolean) {
  if (token) prefetchMe(queryClient, token);
  if (!site) return;
  prefetchRecentNotice(queryClient);
  if (token) prefetchCartCount(queryClient, token);
}

/** The addresses the build prerenders into HTML files of their own (`/digital-codes.html`). */
export const prerenderedPaths = routeTable
  .filter((route) => route.prerender)
  .map(({ path }) => path);
