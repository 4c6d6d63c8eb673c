/**
 * Seeds a story's query cache from inside the story: Ladle only passes serializable `meta`, so a
 * seed function cannot travel there. `<Seeded seed={...}>` puts the data in the cache before its
 * children first render, as the hooks would keep what the API answered.
 */
import type { Pagination } from '@market/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

const answer = (response: unknown, pagination: Pagination | null = null) => ({
  status: 200,
  body: { success: true, response, error: null, pagination },
  headers: new Headers(),
});

const page = (items: unknown[], pagination: Partial<Pagination> = {}) =>
  answer(items, {
    currentPage: 1,
    pageSize: 10,
    totalCount: items.length,
    totalPage: 1,
    nextPage: null,
    ...pagination,
  });

export interface SeedKit {
  answer: (response: unknown) => unknown;
  page: (items: unknown[], pagination?: Partial<Pagination>) => unknown;
}

export type Seed = (queryClient: QueryClient, kit: SeedKit) => void;

export function Seeded({ seed, children }: { seed: Seed; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => seed(queryClient, { answer: (response) => answer(response), page }));
  return children;
}
