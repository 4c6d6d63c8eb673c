/**
 * The pages the server sends before any script runs, rendered at build time from the same
 * components the app renders (no second copy of the layout), in the default language, for a visitor
 * who is not signed in (decision 028):
 * - `renderShell()`: the site's header, footer and a page-shaped skeleton, for every address
 *   (index.html);
 * - `renderShell(path)`: the page of a route marked `prerender` in its loading state, for that
 *   address alone (`/digital-codes.html`): its own heading and shape paint first.
 * The build (vite-plugins/prerender-shell.ts) puts the markup in #root with its critical CSS inline;
 * the app's first render, which waits for the page's chunk, replaces it with the same frame.
 */
import { DEFAULT_LOCALE, locales } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { prerenderedPaths, preloadRoute, routeTable } from '../app/routes';
import { PageSkeleton } from '../components/PageSkeleton';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage';
import { bundledNamespaces } from '../locales/resources';

export { prerenderedPaths };

/** What the HTML's loader needs to know of the app (vite-plugins/app-loader.js). */
export const loaderSettings = {
  sessionKey: storageKeys.session,
  languageKey: storageKeys.language,
  defaultLanguage: DEFAULT_LOCALE,
  languages: locales,
  bundledNamespaces,
};

export interface LandingRoute {
  /** The source of the regular expression its addresses match (`{0}` in calls: its first group). */
  pattern: string;
  /** The page's component: the build finds the chunk of the module that exports it. */
  page: unknown;
  namespaces: readonly string[];
  /** The GET calls the app starts for a guest on this address without a query, in order. */
  calls: string[];
}

/**
 * The routes whose first calls start at start-up (`prefetch`: the pages visitors land on), in the
 * table's order: the HTML of every address starts what the app's first render of them needs.
 */
export async function landingRoutes(): Promise<LandingRoute[]> {
  const routes: LandingRoute[] = [];
  for (const route of routeTable.filter((candidate) => candidate.prefetch)) {
    const { keys, pattern } = parse(route.path);
    // Each parameter gets a number (seqs are numbers) that the calls' addresses then show.
    const markers = keys.map((_, index) => String(SAMPLE_PARAMETER + index));
    const pathname = keys.reduce(
      (path, key, index) => path.replace(`:${key}`, markers[index]!),
      route.path,
    );
    const withMarkers = (calls: string[]) =>
      calls.map((call) =>
        markers.reduce((address, marker, index) => address.split(marker).join(`{${index}}`), call),
      );
    const page = (await route.page.preload()).default;
    routes.push({
      pattern: pattern.source,
      page,
      namespaces: route.page.namespaces,
      calls: withMarkers(await firstCalls(pathname)),
    });
  }
  return routes;
}

/** A parameter value no call's address holds by chance. */
const SAMPLE_PARAMETER = 918_273_645;

/**
 * The GET calls `preloadRoute` starts at `pathname` for a guest: recorded from the app's own API
 * client through a fetch that sends nothing and fails at once (a fetch left pending kept the
 * build's process alive), so the addresses are exactly the ones the app asks for.
 */
async function firstCalls(pathname: string): Promise<string[]> {
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  // ts-rest calls fetch(url, init).
  globalThis.fetch = (input, init) => {
    if ((init?.method ?? 'GET') === 'GET') calls.push(String(input));
    return Promise.reject(new Error('recorded, not sent'));
  };
  const queryClient = createQueryClient();
  try {
    void preloadRoute(queryClient, { pathname, search: '' });
    // The calls start in the promise chains preloadRoute begins; a task later they all have.
    await new Promise((wake) => setTimeout(wake));
    await new Promise((wake) => setTimeout(wake));
  } finally {
    globalThis.fetch = realFetch;
    queryClient.clear();
  }
  return calls;
}

export async function renderShell(path?: string): Promise<string> {
  await initI18n(DEFAULT_LOCALE);
  const queryClient = createQueryClient();
  // The page's chunk and texts, so that it renders at once (no API call: it shows its loading state).
  if (path) await preloadRoute(null, { pathname: path, search: '' });
  const html = renderToString(
    <Router ssrPath={path ?? '/'} ssrSearch="">
      <AppProviders queryClient={queryClient}>
        {path ? (
          <AppRoutes />
        ) : (
          <AppLayout>
            <PageSkeleton />
          </AppLayout>
        )}
      </AppProviders>
    </Router>,
  );
  // The page's queries were created, never run: drop them with their garbage-collection timers,
  // which would otherwise keep the build's process alive for their 10 minutes.
  queryClient.clear();
  return html;
}
