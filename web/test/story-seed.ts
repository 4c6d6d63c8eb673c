/**
 * The types of a story's `seed` (web/.ladle/components.tsx gives it; that file may not export a
 * type, Ladle's build reads its named exports).
 */
import type { Pagination } from '@market/contract';

export interface SeedKit {
  answer: (response: unknown) => unknown;
  page: (items: unknown[], pagination?: Partial<Pagination>) => unknown;
  token: string | null;
}
