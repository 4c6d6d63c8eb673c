/**
 * Formats of values on the wire (SPEC §5): dates as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` in the
 * business time zone, and multilingual text sent as JSON-encoded strings.
 */
import { z } from 'zod';

export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

/**
 * A day that exists on the calendar, `yyyy-MM-dd`: months of 31, 30 and 28 days, and 29 February
 * in leap years only (divisible by 4, centuries by 400). A pattern rather than a parse, so that the
 * OpenAPI document carries the same rule and a client or fuzzer reading it sends no 2027-02-30.
 */
const REAL_DAY =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))' +
  '|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';

export const DATE_PATTERN = new RegExp(`^${REAL_DAY}$`);
export const DATE_TIME_PATTERN = new RegExp(`^${REAL_DAY} (?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$`);

/** A calendar date in the business time zone, `yyyy-MM-dd`. */
export const DateString = z
  .string({
    required_error: 'validation.date.required',
    invalid_type_error: 'validation.date.format',
  })
  .regex(DATE_PATTERN, 'validation.date.format')
  .describe('Date in Asia/Seoul, yyyy-MM-dd');

/** A moment in the business time zone, `yyyy-MM-dd HH:mm:ss`. */
export const DateTimeString = z
  .string({
    required_error: 'validation.date.required',
    invalid_type_error: 'validation.date.format',
  })
  .regex(DATE_TIME_PATTERN, 'validation.date.format')
  .describe('Date and time in Asia/Seoul, yyyy-MM-dd HH:mm:ss');

/**
 * Multilingual text as it arrives on the wire: a JSON-encoded object keyed by locale,
 * e.g. `{"ko":"넷플릭스","en":"Netflix","es":"Netflix"}`. Decode with `decodeLocalizedText`.
 */
export const JsonText = z
  .string({ required_error: 'validation.invalid', invalid_type_error: 'validation.invalid' })
  .describe('JSON-encoded multilingual text, e.g. {"ko":"…","en":"…","es":"…"}');
