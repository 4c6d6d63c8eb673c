/**
 * Every story renders inside the app's providers, at a memory location, with the data the shell
 * asks for already in the query cache (stories have no API server). A story steers this through
 * its `meta`:
 *
 *   Story.meta = { locale: 'en', currency: 'USD', session: 'member', cartCount: 99, path: '/cart' };
 *
 * - locale: ko (default), en, es      - currency: KRW (default), USD (rate 1,400 won)
 * - session: guest (default), member, seller
 * - cartCount: items in the cart badge - path: the address (default /)
 * - searchHistory: recent keywords      - offline: true leaves the cache empty (error states)
 *
 * Ladle's build takes only plain data in `meta`: a story puts its screen's own data in the cache by
 * wrapping the screen in <StoryCache seed={…}> (test/story-cache.tsx).
 *
 * A reviewer switches any story's language and currency from Ladle's controls (the toolbar's
 * Controls button; `&arg-locale=es&arg-currency=USD` in the address): "story" keeps its meta's.
 *
 * What the story runner (story-runner/src) must know about a story, also in its `meta`:
 * - shows: 'skeleton' | 'empty' - the story has no text or picture on purpose
 * - errorOnPurpose: 'why'        - the story logs an error on purpose (a failed call, a broken link)
 */
import type { ArgTypes, GlobalProvider } from '@ladle/react';
import { notifications } from '@mantine/notifications';
import { currencies, locales, type Currency, type Locale } from '@market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../src/app/providers';
// Stories show dialogs, menus and toasts, which the app gives Mantine's whole stylesheet.
import '../src/lib/ui/mantine-styles';
import { cartKeys } from '../src/shared/cart-lines/api/cart-keys';
import { noticeKeys } from '../src/features/notices/api/notice-keys';
import { searchKeys } from '../src/features/search/api/search-keys';
import {
  addSearchKeyword,
  clearSearchHistory,
} from '../src/features/search/stores/search-history-store';
import { exchangeRateKeys } from '../src/lib/format/currency';
import { changeLocale, i18next, initI18n } from '../src/lib/i18n/i18n';
import { createQueryClient } from '../src/lib/api/query-client';
import { sessionKeys } from '../src/lib/session/session';
import { clearSession, saveSession } from '../src/lib/session/session-store';
import { storyAnswer as answer } from '../test/story-cache';
import { wireNotice, wireUser } from '../test/wire-data';

interface StoryMeta {
  locale?: Locale;
  currency?: Currency;
  session?: 'guest' | 'member' | 'seller';
  cartCount?: number;
  path?: string;
  searchHistory?: string[];
  offline?: boolean;
}

/** The story's own language or currency, unless the reviewer picked one in the controls. */
const asTheStorySays = 'story';

/** Ladle passes these to every story as controls; the provider reads them, the stories don't. */
export const argTypes: ArgTypes = {
  locale: {
    name: 'Language',
    options: [asTheStorySays, ...locales],
    control: { type: 'inline-radio' },
    defaultValue: asTheStorySays,
  },
  currency: {
    name: 'Currency',
    options: [asTheStorySays, ...currencies],
    control: { type: 'inline-radio' },
    defaultValue: asTheStorySays,
  },
};

function chosen<T extends string>(control: { value?: unknown } | undefined, values: readonly T[]) {
  const value = control?.value;
  return values.find((candidate) => candidate === value);
}

const i18nReady = initI18n('ko');

const storyToken = (meta: StoryMeta) =>
  meta.session && meta.session !== 'guest' ? `story-${meta.session}` : null;

/**
 * The stores outside React a story starts from: no toast, its session and its recent searches. Written in an
 * effect, never while rendering: their listeners re-render whatever shows them, and a write during
 * a render that React then retries looped for good (React error 185) when one story followed
 * another with a different session.
 */
function applyStoryStores(meta: StoryMeta): void {
  // Toasts live in Mantine's store, outside any story: one from the story before (a failed call's,
  // shown for 3.2 s) would cover this one.
  notifications.clean();
  const token = storyToken(meta);
  if (token) saveSession({ value: token, validUntil: null }, { stayLoggedIn: false });
  else clearSession();
  clearSearchHistory();
  [...(meta.searchHistory ?? [])].reverse().forEach(addSearchKeyword);
}

function storyQueryClient(meta: StoryMeta): QueryClient {
  const queryClient = createQueryClient();
  const token = storyToken(meta);
  if (!meta.offline) {
    queryClient.setQueryData(noticeKeys.recent(), answer(wireNotice()));
    queryClient.setQueryData(
      searchKeys.popularKeywords(),
      answer(
        ['넷플릭스', '유튜브 프리미엄', '디즈니+', '스타벅스', 'Steam'].map((keyword, index) => ({
          rank: index + 1,
          keyword,
        })),
      ),
    );
    queryClient.setQueryData(exchangeRateKeys.usd(), answer({ usd: 1400 }));
    if (token) {
      const roles = meta.session === 'seller' ? ['MEMBER', 'SELLER'] : ['MEMBER'];
      queryClient.setQueryData(sessionKeys.me(token), answer(wireUser({ roles } as never)));
      queryClient.setQueryData(cartKeys.count(token), answer({ count: meta.cartCount ?? 0 }));
    }
  }
  return queryClient;
}

/** True once i18next speaks the story's language (switching may load a chunk). */
function useLocale(locale: Locale): boolean {
  const [active, setActive] = useState(i18next.language);
  useEffect(() => {
    if (i18next.language === locale) setActive(locale);
    else void changeLocale(locale).then(() => setActive(locale));
  }, [locale]);
  return active === locale;
}

function StoryFrame({
  story,
  meta,
  children,
}: {
  story: string;
  meta: StoryMeta;
  children: ReactNode;
}) {
  use(i18nReady);
  const localeReady = useLocale(meta.locale ?? 'ko');
  const [queryClient] = useState(() => storyQueryClient(meta));
  const [location] = useState(() => memoryLocation({ path: meta.path ?? '/' }));
  const [storesReady, setStoresReady] = useState(false);
  // The frame is keyed by its meta: the first one is the one for its whole life.
  const [storesMeta] = useState(meta);
  useLayoutEffect(() => {
    applyStoryStores(storesMeta);
    setStoresReady(true);
  }, [storesMeta]);
  const ready = localeReady && storesReady;
  // Effects run children first: once this one runs, the story has mounted in its language (the
  // story runner waits for it, then for the story's own lazy parts).
  useEffect(() => {
    if (ready) document.documentElement.dataset.storyMounted = story;
  }, [ready, story]);
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders queryClient={queryClient} initialCurrency={meta.currency ?? 'KRW'}>
        {ready ? children : null}
      </AppProviders>
    </Router>
  );
}

export const Provider: GlobalProvider = ({ children, storyMeta, globalState }) => {
  const own = (storyMeta ?? {}) as StoryMeta;
  const meta: StoryMeta = {
    ...own,
    locale: chosen(globalState.control.locale, locales) ?? own.locale,
    currency: chosen(globalState.control.currency, currencies) ?? own.currency,
  };
  return (
    <Suspense fallback={null}>
      {/* A new cache, address and session for each story (and each language or currency): two
          stories with the same meta must not share one. */}
      <StoryFrame
        key={`${globalState.story} ${JSON.stringify(meta)}`}
        story={globalState.story}
        meta={meta}
      >
        {children}
      </StoryFrame>
    </Suspense>
  );
};
