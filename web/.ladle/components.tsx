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
 */
import type { GlobalProvider } from '@ladle/react';
import type { Currency, Locale } from '@market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../src/app/providers';
// Stories show dialogs, menus and toasts, which the app gives Mantine's whole stylesheet.
import '../src/lib/mantine-styles';
import { cartKeys } from '../src/lib/cart-keys';
import { noticeKeys } from '../src/features/notices/api/notice-keys';
import { searchKeys } from '../src/features/search/api/search-keys';
import {
  addSearchKeyword,
  clearSearchHistory,
} from '../src/features/search/hooks/search-history-store';
import { exchangeRateKeys } from '../src/lib/currency';
import { changeLocale, i18next, initI18n } from '../src/lib/i18n';
import { createQueryClient } from '../src/lib/query-client';
import { sessionKeys } from '../src/lib/session';
import { clearSession, saveSession } from '../src/lib/session-store';
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

const i18nReady = initI18n('ko');

function prepare(meta: StoryMeta): QueryClient {
  const queryClient = createQueryClient();
  const token = meta.session && meta.session !== 'guest' ? `story-${meta.session}` : null;
  if (token) saveSession({ value: token, validUntil: null }, { stayLoggedIn: false });
  else clearSession();

  clearSearchHistory();
  [...(meta.searchHistory ?? [])].reverse().forEach(addSearchKeyword);

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

function StoryFrame({ meta, children }: { meta: StoryMeta; children: ReactNode }) {
  use(i18nReady);
  const localeReady = useLocale(meta.locale ?? 'ko');
  const [queryClient] = useState(() => prepare(meta));
  const [location] = useState(() => memoryLocation({ path: meta.path ?? '/' }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders queryClient={queryClient} initialCurrency={meta.currency ?? 'KRW'}>
        {localeReady ? children : null}
      </AppProviders>
    </Router>
  );
}

export const Provider: GlobalProvider = ({ children, storyMeta }) => {
  const meta = (storyMeta ?? {}) as StoryMeta;
  return (
    <Suspense fallback={null}>
      <StoryFrame key={JSON.stringify(meta)} meta={meta}>
        {children}
      </StoryFrame>
    </Suspense>
  );
};
