/**
 * Countries offered in the pickers (ISO 3166-1 alpha-2), named in the user's language: the member's
 * countries on the profile and the countries a seller offers a post in.
 */
import { currentLocale } from './i18n';

export const COUNTRY_CODES = [
  'KR',
  'US',
  'JP',
  'CN',
  'TW',
  'HK',
  'SG',
  'VN',
  'TH',
  'PH',
  'ID',
  'MY',
  'IN',
  'AU',
  'NZ',
  'CA',
  'MX',
  'BR',
  'AR',
  'CL',
  'CO',
  'PE',
  'ES',
  'GB',
  'FR',
  'DE',
  'IT',
  'NL',
  'SE',
  'PL',
] as const;

/** The picker's options: each code with its name in `language`. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([currentLocale(language)], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
