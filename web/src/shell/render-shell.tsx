/**
 * The pages the server sends before any script runs, rendered at build time from the same
 * components the app renders (no second copy of the layout), in each language, for a visitor who
 * is not signed in (decision 028):
 * - `renderShell(language)`: the site's header, footer and a page-shaped skeleton, for every
 *   address (index.html);
 * - `renderShell(language, path)`: the page of a route marked `prerender` in its loading state, for that
 *   address alone (`/digital-codes.html`): its own heading and shape paint first.
 * The build (vite-plugins/prerender-shell.ts) puts the markup in #root with its critical CSS inline;
 * the app's first render, which waits for the page's chunk, replaces it with the same frame.
 */
import { DEFAULT_LOCALE, locales, type Locale } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { prerenderedPaths, preloadRoute, routeTable } from '../app/routes';
import { PageSkeleton } from '../components/PageSkeleton';
import { i18next, initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage';
import { bundledNamespaces } from '../locales/resources';

export { prerenderedPaths };

/** What the HTML's loader needs to know of the app (vite-plugins/app-loader.js). */
export const loaderSettings = {
  languageKey: storageKeys.language,
  defaultLanguage: DEFAULT_LOCALE,
  languages: locales,
  bundledNamespaces,
};

export interface LandingRoute {
  /** The source of the regular expression its addresses match. */
  pattern: string;
  /** The page's component: the build finds the chunk of the module that exports it. */
  page: unknown;
  namespaces: readonly string[];
}

/**
 * The routes whose first calls start at start-up (`prefetch`: the pages visitors land on), in the
 * table's order: the HTML of every address starts what the app's first render of them needs.
 */
export async function landingRoutes(): Promise<LandingRoute[]> {
  const routes: LandingRoute[] = [];
  for (const route of routeTable.filter((candidate) => candidate.prefetch)) {
    routes.push({
      pattern: parse(route.path).pattern.source,
      page: (await route.page.preload()).default,
      namespaces: route.page.namespaces,
    });
  }
  return routes;
}

/** The markup of the shell (no `path`) or of the prerendered page at `path`, in `language`. */
export async function renderShell(language: Locale, path?: string): Promise<string> {
  await initI18n(language);
  await i18next.changeLanguage(language);
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
