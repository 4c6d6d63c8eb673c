import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The mock devtools, in development builds and the demo (web/demo, mode `demo`) only: in a
 * production build the condition is false, the import below is dead code and none of `./devtools`
 * reaches the bundle (scripts/check-no-devtools.mjs checks the built files).
 */
const Devtools =
  import.meta.env.DEV || import.meta.env.MODE === 'demo'
    ? lazy(() => import('./devtools/devtools'))
    : null;

/**
 * Marks `<html data-app-ready>` once the app has replaced the prerendered HTML: until then the page
 * shows but its buttons do nothing (e2e waits for it after every navigation).
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}

/** The app in the browser: the real address bar as location. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  useMarkAppReady();
  return (
    <Router>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        {Devtools && (
          <Suspense fallback={null}>
            <Devtools />
          </Suspense>
        )}
      </AppProviders>
    </Router>
  );
}
