/**
 * What the build (vite-plugins/first-load.ts) takes from the app, through a server build of this
 * module (decision 028):
 * - `renderShell(language)`: the site's header, footer and a page-shaped skeleton for a visitor who
 *   is not signed in, from the app's own components (no second copy of the layout): the HTML every
 *   address paints before any script runs; the app's first render replaces it with the same frame;
 * - `landingPages()`: the page components of the routes visitors land on (those with a
 *   `prefetch`), whose code the build groups into few chunks;
 * - the languages, and where the reader's choice is stored.
 */
import { DEFAULT_LOCALE, locales, type Locale } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { routeTable } from '../app/routes';
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
