/** Query-string building blocks: pages start at 1, arrays are comma-separated (SPEC §7). */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
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

/** A path or query id: a positive integer sent as text. */
export const Seq = z.coerce.number().int().positive();
