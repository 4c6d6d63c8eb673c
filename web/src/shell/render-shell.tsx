/**
 * The page the server sends before any script runs: the site's header, footer and a page-shaped
 * skeleton, rendered at build time from the same components the app renders (no second copy of the
 * layout), in the default language, for a visitor who is not signed in. The build
 * (vite-plugins/prerender-shell.ts) puts it in index.html's #root with its critical CSS inline; the
 * app's first render, which shows the same skeleton while the page's chunk loads, replaces it.
 */
import { DEFAULT_LOCALE } from '@market/domain';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppLayout } from '../app/layout/AppLayout';
import { AppProviders } from '../app/providers';
import { PageSkeleton } from '../components/PageSkeleton';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export async function renderShell(): Promise<string> {
  await initI18n(DEFAULT_LOCALE);
  const queryClient = createQueryClient();
  const html = renderToString(
    <Router ssrPath="/">
      <AppProviders queryClient={queryClient}>
        <AppLayout>
          <PageSkeleton />
        </AppLayout>
      </AppProviders>
    </Router>,
  );
  // The header's queries were created, never run: drop them with their garbage-collection timers,
  // which would otherwise keep the build's process alive for their 10 minutes.
  queryClient.clear();
  return html;
}
