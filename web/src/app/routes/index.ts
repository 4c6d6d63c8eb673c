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
import { prefetchCartCount } from '@/features/cart/api/use-cart-count';
import { prefetchRecentNotice } from '@/features/notices/api/use-recent-notice';
import { prefetchMe } from '@/lib/session/session';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { yieldToMain } from '@/lib/browser/yield-to-main';
import { route, type CatchAll, type PageRoute } from './route-types';
import { sellerRoutes } from './seller-routes';

export { NotFoundPage, VerifyUserCallbackPage } from './public-routes';
export type { Guard, LazyPage, PageRoute, PrefetchContext, RouteParams } from './route-types';

/** Addresses of the seller console: `/seller` and everything below it. */
export const SELLER_AREA: CatchAll = '/seller/*?';

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
 * How long the first render waits for the page's first calls once its chunk is in. Meanwhile the
 * prerendered HTML shows the page's skeleton, so waiting costs nothing on screen, and the page then
 * renders once with its data instead of once per answer (each a synchronous render, commit and
 * layout on a slow phone). A slower API gets the page in its loading state after this.
 */
const FIRST_CALLS_WAIT_MS = 1000;

/**
 * Start loading the page at `location` now (its chunk, texts and, given a query client and where
 * the route says how, its first API calls and the layout's): at start-up this runs before the
 * first render, so the page arrives alongside the app's own code instead of after it. Resolves when
 * the chunk and texts are in and the calls have settled, or FIRST_CALLS_WAIT_MS after the chunk
 * (never rejects: a page that cannot load shows its error when rendered).
 */
export function preloadRoute(
  queryClient: QueryClient | null,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const token = getSessionSnapshot()?.token ?? null;
  for (const { path, page, props, prefetch, guard } of routeTable) {
    const [matches, params] = matchRoute(parse, path, pathname);
    if (!matches) continue;
    // A guard that sends this visitor elsewhere (../guards.tsx: a guest to sign in, a member away
    // from a guest's page): that page is the one to load, not this one.
    if (guard && (guard === 'guest') === (token !== null)) {
      return preloadRoute(queryClient, { pathname: token ? '/' : '/login', search: '' });
    }
    let calls: Promise<unknown> = Promise.resolve();
    if (queryClient) {
      const site = !sellerAreaRoutes.some((area) => area.path === path);
      calls = Promise.all([
        prefetchLayout(queryClient, token, site),
        prefetch?.(props?.(params) ?? {}, {
          queryClient,
          search: new URLSearchParams(search),
          token,
        }),
      ]);
    }
    // The calls are on their way; the chunk's preload (a link per module it imports) and its
    // evaluation run in a task of their own, not in the one that evaluated the app.
    return yieldToMain()
      .then(() => page.preload())
      .then(
        () => settledWithin(calls, FIRST_CALLS_WAIT_MS),
        () => undefined,
      );
  }
  return Promise.resolve();
}

/** The calls of the layout around every page: who is signed in, and the site header's notice and cart. */
function prefetchLayout(queryClient: QueryClient, token: string | null, site: boolean) {
  return Promise.all([
    token ? prefetchMe(queryClient, token) : null,
    site ? prefetchRecentNotice(queryClient) : null,
    token && site ? prefetchCartCount(queryClient, token) : null,
  ]);
}

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    const finish = () => {
      clearTimeout(timer);
      done();
    };
    work.then(finish, finish);
  });
}
