import { MantineProvider } from '@mantine/core';
import { TOAST_DURATION_MS, type Currency } from '@market/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'wouter';
import { tsr } from '../lib/api-client';
import { CurrencyProvider } from '@/lib/format/currency';
import { setDataChangeHandler } from '../lib/data-changes';
import { i18next } from '@/lib/i18n/i18n';
import { subscribeToToastsAsked, toastsAskedFor } from '@/lib/toasts/notify';
import { UnauthorizedRedirect } from './auth-redirect';
import { staleAfterChangeHandler } from './stale-after-change';
import { cssVariablesResolver, isSellerArea, sellerTheme, theme } from './theme';

// Toasts are never needed for the first paint: the container loads with the first toast asked for
// (lib/toasts/notify.ts), and that toast waits in the notifications store until it is mounted.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** Overrides the stored currency (stories and tests). */
  initialCurrency?: Currency;
  /** `test` turns off Mantine's transitions and portals (the render helper of tests sets it). */
  mantineEnv?: 'default' | 'test';
}

/**
 * Everything a screen needs around it: Mantine (theme, toasts of 3.2 s), TanStack Query with the
 * ts-rest client (and what each write makes stale), i18next, the currency, and the 401 redirect. The router (wouter) sits outside,
 * so tests and stories can give a memory location; the seller console's addresses get the seller
 * theme (portals such as dialogs and toasts included, which a scoped wrapper would miss).
 */
export function AppProviders({
  children,
  queryClient,
  initialCurrency,
  mantineEnv = 'default',
}: AppProvidersProps) {
  const [location] = useLocation();
  const toastsAsked = useSyncExternalStore(subscribeToToastsAsked, toastsAskedFor, () => false);
  useEffect(() => {
    setDataChangeHandler(staleAfterChangeHandler(queryClient));
    return () => setDataChangeHandler(null);
  }, [queryClient]);
  return (
    <MantineProvider
      theme={isSellerArea(location) ? sellerTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
      env={mantineEnv}
    >
      {toastsAsked ? (
        <Suspense fallback={null}>
          <Notifications autoClose={TOAST_DURATION_MS} position="top-center" limit={3} />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <I18nextProvider i18n={i18next}>
            <CurrencyProvider initialCurrency={initialCurrency}>
              <UnauthorizedRedirect />
              {children}
            </CurrencyProvider>
          </I18nextProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
