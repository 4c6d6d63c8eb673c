/**
 * Countries (SPEC §5: a member's countries, and those a post is offered in, decision 019) as ISO
 * 3166-1 alpha-2 codes from i18n-iso-countries, a maintained list of the standard, rather than two
 * letters of any kind (`XX` and `YJ` are no country). The web app names them from the same library.
 */
import isoCountries from 'i18n-iso-countries';
import { z } from 'zod';

/** Every assigned ISO 3166-1 alpha-2 code, upper case, in alphabetical order. */
export const COUNTRY_CODES = Object.keys(isoCountries.getAlpha2Codes()).sort() as [
  string,
  ...string[],
];

/** A country as the wire carries it: an assigned alpha-2 code in upper case. */
export const CountryCode = z.enum(COUNTRY_CODES).describe('ISO 3166-1 alpha-2 country code');

/**
 * A country a user sends: an assigned alpha-2 code, in either case (`kr` is read as `KR`); anything
 * else fails with `validation.country.invalid`. The input type stays `string` (what forms hold).
 */
export const countryCodeField = z.preprocess(
  (value) => (typeof value === 'string' && value.length === 2 ? value.toUpperCase() : value),
  z.enum(COUNTRY_CODES, { errorMap: () => ({ message: 'validation.country.invalid' }) }),
) as unknown as z.ZodEffects<z.ZodEnum<[string, ...string[]]>, string, string>;
