/**
 * Formats of values on the wire (SPEC §5): dates as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` in the
 * business time zone, and multilingual text sent as JSON-encoded strings.
 */
import { z } from 'zod';

export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const DATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

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
