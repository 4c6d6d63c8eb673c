/**
 * The route table's vocabulary: every route of SPEC §2 is data (address pattern, page module, the
 * page's props from the address, its guard), so the router, the tests that walk the table and
 * whatever prefetches a route's chunk read one list.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { AppPath } from '@/lib/addresses';
import { preloadNamespaces } from '@/lib/i18n/i18n';
import type { Namespace } from '@/locales/resources';

/** A page module loaded on demand: the component for React, and `preload` to fetch it early. */
export interface LazyPage<P> {
  Component: ComponentType<P>;
  /** Fetches the page's chunk and its texts (the same promise React waits for). */
  preload: () => Promise<{ default: ComponentType<P> }>;
  /** The translation namespaces its first render asks for (LazyPageOptions). */
  namespaces: readonly Namespace[];
}

export interface LazyPageOptions {
  /**
   * The translation namespaces the page's first render asks for. They load with the chunk, in
   * parallel, instead of one after another as each component suspends on its own (a missing one
   * only costs that wait).
   */
  namespaces?: Namespace[];
}

/**
 * One chunk per page module, fetched on first render (or earlier through `preload`). Once loaded,
 * the page renders at once instead of through React.lazy's suspension: the app's start-up waits for
 * the page, so its first render is the page itself, as in the prerendered HTML (no skeleton between).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { namespaces = [] }: LazyPageOptions = {},
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), preloadNamespaces(namespaces)]).then(([page]) => {
      loaded = page.default;
      return page;
    }));
  const Lazy = lazy(preload) as ComponentType<P>;
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Component: Page, preload, namespaces };
}

/**
 * Who may open a route (SPEC §2):
 * - `guest`: signed-in users go to `/` (sign-in, account creation);
 * - `auth`: guests go to `/login?redirect=<address>`;
 * - `verified`: as auth, and members without identity verification go to /checkout/verify-identity;
 * - `unverified`: as auth, and verified members go to `/`;
 * - `member`: as auth, and sellers go to `/` (becoming a seller);
 * - `seller`: as auth, and members who are not sellers go to /become-seller.
 */
export type Guard = 'guest' | 'auth' | 'verified' | 'unverified' | 'member' | 'seller';

/** The named parameters of a matched address (`:orderId`), as text. */
export type RouteParams = Record<string, string | undefined>;

/** What a route's `prefetch` may read: the address's query and the visitor's token. */
export interface PrefetchContext {
  queryClient: QueryClient;
  search: URLSearchParams;
  token: string | null;
}

/** An area's catch-all (`/my/*?`): no page of its own, so no address to link to. */
export type CatchAll = `${string}/*?`;

export interface PageRoute {
  /**
   * A wouter pattern of the full address (`/my/orders/:orderId`), one of lib/addresses.ts's
   * `appPaths`; `/*?` ends an area's catch-all.
   */
  path: AppPath | CatchAll;
  // Each route's props are checked where it is declared, by `route()`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: LazyPage<any>;
  props?: (params: RouteParams) => object;
  guard?: Guard;
  /**
   * Starts the page's first API calls (the same queries its hooks make) when the app starts on this
   * route, alongside the page's chunk, instead of after the page's first render. Resolves when they
   * have settled: the first render waits for them a while (`preloadRoute`).
   */
  // Checked against the page's props where it is declared, by `route()`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  prefetch?: (props: any, context: PrefetchContext) => Promise<unknown>;
}

/** A route whose `props` are checked against its page's props. */
export function route<P extends object>(
  path: AppPath | CatchAll,
  page: LazyPage<P>,
  options: {
    guard?: Guard;
    prefetch?: (props: P, context: PrefetchContext) => Promise<unknown>;
  } & (Record<never, never> extends P
    ? { props?: (params: RouteParams) => P }
    : { props: (params: RouteParams) => P }) = {} as never,
): PageRoute {
  return { path, page, ...options };
}
