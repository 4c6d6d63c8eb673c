/**
 * Stories' own data in the query cache. Ladle's build reads `Story.meta` as JSON, so a `seed`
 * function there fails the build ("meta must be serializable"); a story wraps its component in
 * <StoryCache> instead, which fills the cache (through the feature's key factory) before the
 * component first renders.
 */
import type { Pagination } from '@market/contract';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSessionToken } from '../src/lib/session/session';

/** What the API would answer, as the ts-rest hooks keep it in the cache. */
export const storyAnswer = (response: unknown, pagination: Pagination | null = null) => ({
  status: 200,
  body: { success: true, response, error: null, pagination },
  headers: new Headers(),
});

/** One page of items, as a paged answer is cached. */
export const storyPage = (items: unknown[], pagination: Partial<Pagination> = {}) =>
  storyAnswer(items, {
    currentPage: 1,
    pageSize: 10,
    totalCount: items.length,
    totalPage: 1,
    nextPage: null,
    ...pagination,
  });

/**
 * Leaves the queries under `keys` loading for good (a fetch that never answers), for a story of a
 * loading state: a component mounting on them joins that fetch instead of starting its own.
 */
export function storyLoading(queryClient: QueryClient, ...keys: QueryKey[]): void {
  for (const queryKey of keys) {
    void queryClient.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) });
  }
}

/** Puts the story's data in the cache; `token` is the story's session token (null for a guest). */
export type StorySeed = (queryClient: QueryClient, token: string | null) => void;

export interface StoryCacheProps {
  seed: StorySeed;
  children: ReactNode;
}

export function StoryCache({ seed, children }: StoryCacheProps) {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  // Once, before the children's first render (a state initializer runs during this render).
  useState(() => {
    seed(queryClient, token);
    return true;
  });
  return <>{children}</>;
}
