/**
 * Money (SPEC §1, §9): prices are whole Korean won (DEFAULT_CURRENCY); USD is optional and converted on display with the
 * server's exchange rate. Formatting is Intl.NumberFormat's, so grouping, signs and decimals follow
 * each locale's conventions.
 */
import { USD_DECIMALS } from './constants';
import type { Currency, Locale } from './vocabulary-first-load';

/**
 * Round to `decimals` places, halves away from zero (1.005 -> 1.01, -1.005 -> -1.01). The scaled
 * value is cut to 15 significant digits first so that binary noise (1.005 * 100 = 100.49999…) does
 * not decide the rounding.
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * An amount in won expressed in `currency`. `usdRate` is won per 1 USD, as GET /api/common/exchange
 * answers. KRW is returned unchanged; USD is rounded to 2 decimals, halves away from zero.
 */
export function convertFromKrw(amountKrw: number, currency: Currency, usdRate: number): number {
  if (!Number.isFinite(amountKrw)) throw new RangeError(`Not a finite amount: ${amountKrw}`);
  if (currency === 'KRW') return amountKrw;
  if (!Number.isFinite(usdRate) || usdRate <= 0) {
    throw new RangeError(`The USD rate must be a positive number of won: ${usdRate}`);
  }
  return roundHalfAwayFromZero(amountKrw / usdRate, USD_DECIMALS);
}

/**
 * One Intl formatter per locale, currency and display, made on first use: building one costs far
 * more than formatting with it, and a list page formats a price per card.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  locale: Locale,
  currency: Currency,
  currencyDisplay: 'name' | 'symbol',
): Intl.NumberFormat {
  const key = `${locale} ${currency} ${currencyDisplay}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay });
    numberFormats.set(key, format);
  }
  return format;
}

/** The short Korean currency word written after the number. */
const WON = '원';

/**
 * Korean won in Korean is written `12,900원`, which no CLDR currency display gives (ko has `₩12,900`
 * and `12,900 대한민국 원`). The long-name format already places the currency after the number, so
 * its parts are kept and only the currency name (and the space before it) is swapped for 원.
 */
function formatKoreanWon(amount: number): string {
  const parts = numberFormat('ko', 'KRW', 'name').formatToParts(amount);
  return parts
    .filter((part, index) => !(part.type === 'literal' && parts[index + 1]?.type === 'currency'))
    .map((part) => (part.type === 'currency' ? WON : part.value))
    .join('');
}

/**
 * An amount in its currency for a locale: `12,900원` (ko, KRW), `₩12,900` (en, KRW), `$9.35`
 * (en, USD), `9,35 US$` (es, USD). Other than Korean won in Korean, the locale's currency style.
 */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  if (locale === 'ko' && currency === 'KRW') return formatKoreanWon(amount);
  return numberFormat(locale, currency, 'symbol').format(amount);
}

export interface PriceDisplay {
  currency: Currency;
  locale: Locale;
  /** Won per 1 USD; null or absent until the rate has loaded. */
  usdRate?: number | null;
}

/**
 * A won price as the visitor wants to see it. When USD is chosen but the rate is not known yet the
 * price is shown in won rather than not at all.
 */
export function formatPrice(
  amountKrw: number,
  { currency, locale, usdRate }: PriceDisplay,
): string {
  if (currency === 'USD' && usdRate != null) {
    return formatMoney(convertFromKrw(amountKrw, 'USD', usdRate), 'USD', locale);
  }
  return formatMoney(amountKrw, 'KRW', locale);
}
