/**
 * What the build (vite-plugins/first-load.ts) takes from the app, through a server build of this
 * module (decision 028):
 * - `renderShell(language)`: the site's header, footer and a page-shaped skeleton for a visitor who
 *   is not signed in, from the app's own components (no second copy of the layout): the HTML every
 *   address paints before any script runs; the app's first render replaces it with the same frame;
 * - `landingPages()`: the page components of the routes visitors land on (those with a
 *   `prefetch`), whose code the build groups into few chunks;
 * - `guestFirstCalls()`: the API calls a guest's first load of each public landing route makes,
 *   and its page's texts, which the HTML starts before the scripts (decision 028);
 * - the languages, and where the reader's choice is stored.
 */
import { DEFAULT_LOCALE, locales, type Locale } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { preloadRoute, routeTable } from '../app/routes';
import { PageSkeleton } from '../components/PageSkeleton';
import { i18next, initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { storageKeys } from '../lib/storage';

export const languageSettings = {
  languages: locales,
  defaultLanguage: DEFAULT_LOCALE,
  storageKey: storageKeys.language,
};

export function landingPages(): Promise<unknown[]> {
  return Promise.all(
    routeTable
      .filter((route) => route.prefetch)
      .map(async (route) => (await route.page.preload()).default),
  );
}

/** Where a member's session is stored: the HTML starts no call of a guest's for them. */
export const sessionStorageKey = storageKeys.session;

/**
 * Stands for a route's parameter (a post's seq, the only one landing routes have) in the addresses
 * `guestFirstCalls` reads: the HTML puts the address's own value in its place.
 */
export const SAMPLE_PARAM = '918273645';

/**
 * For each public landing route (a `prefetch`, no guard), the addresses of the calls a guest's first
 * load makes: the app's own `preloadRoute`, run against a fetch that records each address and
 * answers 503 at once.
 */
export async function guestFirstCalls(): Promise<
  { path: string; page: unknown; namespaces: readonly string[]; calls: string[] }[]
> {
  const realFetch = globalThis.fetch;
  const loads = [];
  try {
    for (const { path, page, prefetch, guard } of routeTable) {
      if (!prefetch || guard) continue;
      if ((path.match(/:\w+/g) ?? []).length > 1) {
        throw new Error(`first-load: ${path} has more than one parameter`);
      }
      const calls: string[] = [];
      globalThis.fetch = (input) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return Promise.resolve(new Response(null, { status: 503 }));
      };
      const queryClient = createQueryClient();
      await preloadRoute(queryClient, {
        pathname: path.replace(/:\w+/, SAMPLE_PARAM),
        search: '',
      });
      queryClient.clear();
      const { namespaces } = page;
      loads.push({ path, page: (await page.preload()).default as unknown, namespaces, calls });
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return loads;
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
