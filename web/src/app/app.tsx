import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The mock devtools, in development builds only: in a production build `import.meta.env.DEV` is
 * false, the import below is dead code and none of `./devtools` reaches the bundle
 * (scripts/check-no-devtools.mjs checks the built files).
 */
const Devtools = import.meta.env.DEV ? lazy(() => import('./devtools/devtools')) : null;

/** The app in the browser: the real address bar as location. */
export function App({ queryClient }: { queryClient: QueryClient }) {
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
