import type { QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app in the browser: the real address bar as location. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Router>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </Router>
  );
}
