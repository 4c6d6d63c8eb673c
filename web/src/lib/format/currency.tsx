/**
 * The display currency (SPEC §1, §9): KRW by default, USD on request, remembered in localStorage.
 * The USD rate comes from GET /api/common/exchange and is only fetched once USD is chosen; until it
 * arrives prices stay in won (domain's formatPrice). Every <Price /> reads this context, so the
 * picker changes every price on the page at once.
 */
import { currencies, DEFAULT_CURRENCY, formatPrice, isOneOf, type Currency } from '@market/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectResponse, tsr } from '../api-client';
import { useApiQuery } from '../api-query';
import { currentLocale } from '../i18n/i18n';
import { readJson, storageKeys, writeJson } from '../browser/storage';

export const exchangeRateKeys = {
  usd: () => ['catalogue', 'exchange-rate'] as const,
};

interface CurrencyContextValue {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  /** Won per 1 USD; null until loaded (or while KRW is shown). */
  usdRate: number | null;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export function storedCurrency(): Currency {
  const stored = readJson(storageKeys.currency);
  return isOneOf(currencies, stored) ? stored : DEFAULT_CURRENCY;
}

export function CurrencyProvider({
  children,
  initialCurrency,
}: {
  children: ReactNode;
  /** Defaults to the stored choice, else KRW. */
  initialCurrency?: Currency;
}) {
  const [currency, setCurrencyState] = useState<Currency>(
    () => initialCurrency ?? storedCurrency(),
  );
  const rate = useApiQuery(tsr.catalogue.getExchangeRate, {
    queryKey: exchangeRateKeys.usd(),
    select: selectResponse,
    enabled: currency === 'USD',
  });

  const setCurrency = useCallback((next: Currency) => {
    writeJson(storageKeys.currency, next);
    setCurrencyState(next);
  }, []);

  const usdRate = currency === 'USD' ? (rate.data?.usd ?? null) : null;
  const value = useMemo(
    () => ({ currency, setCurrency, usdRate }),
    [currency, setCurrency, usdRate],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency needs a <CurrencyProvider> (see app/providers.tsx)');
  return value;
}

/** A formatter of won amounts in the chosen currency and the active language. */
export function useFormatPrice(): (amountKrw: number) => string {
  const { currency, usdRate } = useCurrency();
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  return useCallback(
    (amountKrw: number) => formatPrice(amountKrw, { currency, locale, usdRate }),
    [currency, locale, usdRate],
  );
}
