/**
 * Formats of values on the wire (SPEC §5): dates as `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` in the
 * business time zone, and multilingual text sent as JSON-encoded strings.
 */
import { z } from 'zod';
import { DATE_PATTERN, DATE_TIME_PATTERN } from './date-patterns';

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
