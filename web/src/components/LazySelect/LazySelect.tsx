import type { SelectProps } from '@mantine/core';
import { lazyPart } from '@/lib/ui/lazy-part';

/**
 * Mantine's Select in a chunk of its own (with its combobox, popover and floating positioning:
 * about 30 kB gzip), for a list's filter: the list's first load stays within budget and the
 * filter arrives a moment later, in its own place (lib/ui/lazy-part.tsx).
 */
export const LazySelect = lazyPart<SelectProps>(
  () => import('./select').then((module) => module.Select),
  { height: 60 },
);
