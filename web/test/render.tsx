/**
 * Render a component as the app would: every provider, a fresh QueryClient (no cache shared between
 * tests) and a memory location at `path` (wouter's memoryLocation), optionally signed in.
 */
import type { Currency } from '@market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/lib/api/query-client';
import { clearSession, getToken, saveSession } from '../src/lib/session/session-store';

export interface RenderOptions {
  /** The address to start at, with its query (default `/`). */
  path?: string;
  /** Sign in with this token before rendering (no expiry). */
  token?: string;
  initialCurrency?: Currency;
  /** A client that already holds answers (the app's start-up prefetch); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', token, initialCurrency, queryClient = createQueryClient() } = options;
  // A token already stored (test/mock-world.ts signs in as the app does) is kept as it is.
  if (token && getToken() !== token) {
    saveSession({ value: token, validUntil: null }, { stayLoggedIn: false });
  } else if (!token) clearSession();

  const location = memoryLocation({ path, record: true });
  const result: RenderResult = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders queryClient={queryClient} initialCurrency={initialCurrency} mantineEnv="test">
        <Suspense fallback={null}>{ui}</Suspense>
      </AppProviders>
    </Router>,
  );
  return {
    ...result,
    queryClient,
    /** Navigations so far, the first being `path`. */
    history: location.history,
    navigate: location.navigate,
    /** The current address (path and query). */
    currentAddress: () => location.history[location.history.length - 1],
  };
}
