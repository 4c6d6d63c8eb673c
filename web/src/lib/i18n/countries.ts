/**
 * Countries offered in the pickers, named in the user's language: the member's countries on the
 * profile and the countries a seller offers a post in. Every ISO 3166-1 alpha-2 code the server
 * takes (domain's COUNTRY_CODES) is offered, named by the same library the codes come from, so a
 * code and its name cannot disagree.
 */
import { COUNTRY_CODES, type Locale } from '@market/domain';
import isoCountries, { type LocaleData } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import ko from 'i18n-iso-countries/langs/ko.json';
import { currentLocale } from './i18n';

const names: Record<Locale, Record<string, string>> = Object.fromEntries(
  [ko, en, es].map((data: LocaleData) => {
    isoCountries.registerLocale(data);
    return [data.locale, isoCountries.getNames(data.locale, { select: 'official' })];
  }),
) as Record<Locale, Record<string, string>>;

/** The picker's options: each code with its name in `language`, in that language's order. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const locale = currentLocale(language);
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names[locale][code] ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
