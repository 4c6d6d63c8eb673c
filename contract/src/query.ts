/** Query-string building blocks: pages start at 1, arrays are comma-separated (SPEC §7). */
import { MAX_PAGE, SEQ_MAX } from '@market/domain';
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Digits only: no sign, no leading zero, no exponent, no hexadecimal, no spaces. */
const DECIMAL_TEXT = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number from `min` to `max` in a path or query: on the wire a text of plain decimal digits
 * (`10`, never `1e1`, `0x0a`, `+10` or ` 10`, which `Number()` would all read as 10), so that one
 * number has one spelling and a huge one is refused rather than rounded. A caller holding a number
 * (the typed client, which writes it as text) passes it as it is; the input type stays `number`.
 */
export function wholeNumberText(min: number, max: number) {
  const schema = z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (DECIMAL_TEXT.test(value)) return Number(value);
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'Expected a whole number written in decimal digits',
      fatal: true,
    });
    return z.NEVER;
  }, z.number().int().min(min).max(max));
  return schema as unknown as z.ZodEffects<z.ZodNumber, number, number>;
}

export const PageQuery = z.object({
  page: wholeNumberText(1, MAX_PAGE).default(1),
  size: wholeNumberText(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A comma-separated list in the query string (`a,b,c`), parsed into an array of `item`. */
export const commaList = <T extends z.ZodTypeAny>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** A path or query id: a positive whole number sent as text. */
export const Seq = wholeNumberText(1, SEQ_MAX);
