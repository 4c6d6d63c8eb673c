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
import { DEFAULT_LOCALE } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { prerenderedPaths, preloadRoute } from '../app/routes';
import { PageSkeleton } from '../components/PageSkeleton';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export { prerenderedPaths };

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
