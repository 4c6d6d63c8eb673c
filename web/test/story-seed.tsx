/**
 * A story's own data in the query cache before its component renders. Ladle requires `meta` to be
 * serializable, so a story wraps its component in <Seeded seed={...}> instead of giving a function
 * in `meta`; the seed gets the same kit as components.tsx's (the session's token, envelopes).
 */
import type { Pagination } from '@market/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSessionToken } from '../src/lib/session';

export interface SeedKit {
  answer: (response: unknown) => unknown;
  page: (items: unknown[], pagination?: Partial<Pagination>) => unknown;
  token: string | null;
}

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

export function Seeded({
  seed,
  children,
}: {
  seed: (client: QueryClient, kit: SeedKit) => void;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const token = useSessionToken();
  // Once, before the children's first render reads the cache.
  useState(() => seed(client, { answer: (response) => answer(response), page, token }));
  return children;
}
