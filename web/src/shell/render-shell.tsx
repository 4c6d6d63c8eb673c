/**
 * What the build (vite-plugins/first-load.ts) takes from the app, through a server build of this
 * module (decision 028):
 * - `renderShell(language)`: the site's header, footer and a page-shaped skeleton for a visitor who
 *   is not signed in, from the app's own components (no second copy of the layout): the HTML every
 *   address paints before any script runs; the app's first render replaces it with the same frame;
 * - `landingRoutes()`: the routes visitors land on (those with a `prefetch`), with the page
 *   component whose code the build groups into few chunks, its texts and, on a public one, the API
 *   calls a guest's first load makes, which the HTML starts before the scripts;
 * - the languages, and where the reader's choice is stored.
 */
import { DEFAULT_LOCALE, locales, type Locale } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { preloadRoute, routeTable } from '../app/routes';
import { PageSkeleton } from '../components/PageSkeleton/PageSkeleton';
import { i18next, initI18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/api/query-client';
import { storageKeys } from '@/lib/browser/storage';

export const languageSettings = {
  languages: locales,
  defaultLanguage: DEFAULT_LOCALE,
  storageKey: storageKeys.language,
};

/** Where a member's session is stored: the HTML starts no call of a guest's for them. */
export const sessionStorageKey = storageKeys.session;

/**
 * Stands for a route's parameter (a post's seq, the only one landing routes have) in the addresses
 * `landingRoutes` reads: the HTML puts the address's own value in its place.
 */
export const SAMPLE_PARAM = '918273645';

/**
 * The routes with a `prefetch`, each with its page component and texts, and the addresses of the
 * calls a guest's first load makes on it: none on a guarded route (its calls are a member's), else
 * the app's own `preloadRoute`, run against a fetch that records each address and answers 503.
 */
export async function landingRoutes() {
  const realFetch = globalThis.fetch;
  const routes = [];
  try {
    for (const { path, page, prefetch, guard } of routeTable) {
      if (!prefetch) continue;
      if ((path.match(/:\w+/g) ?? []).length > 1) {
        throw new Error(`first-load: ${path} has more than one parameter`);
      }
      const guestCalls: string[] = [];
      if (!guard) {
        globalThis.fetch = (input) => {
          guestCalls.push(String(input instanceof Request ? input.url : input));
          return Promise.resolve(new Response(null, { status: 503 }));
        };
        const queryClient = createQueryClient();
        await preloadRoute(queryClient, {
          pathname: path.replace(/:\w+/, SAMPLE_PARAM),
          search: '',
        });
        queryClient.clear();
      }
      const { default: component } = await page.preload();
      const { namespaces } = page;
      routes.push({ path, page: component as unknown, namespaces, guarded: !!guard, guestCalls });
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return routes;
}

export async function renderShell(language: Locale): Promise<string> {
  await initI18n(language);
  await i18next.changeLanguage(language);
  const queryClient = createQueryClient();
  const html = renderToString(
    <Router ssrPath="/" ssrSearch="">
      <AppProviders queryClient={queryClient}>
        <AppLayout>
          <PageSkeleton />
        </AppLayout>
      </AppProviders>
    </Router>,
  );
  // The layout's queries were created, never run: drop them with their garbage-collection timers,
  // which would otherwise keep the build's process alive for their 10 minutes.
  queryClient.clear();
  return html;
}
