/**
 * The list screens' filters live in the address (SPEC §2: search by category and subcategory),
 * so that a filtered page can be shared, reloaded and walked with the back button:
 * `?category=<seq>&subcategory=<seq>&page=<n>`. Values are validated where they are read: a
 * category is a whole number from 1, a subcategory counts only under a category, a page is >= 1.
 */
import { parsePageParam } from '@market/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseSeqParam } from '@/lib/browser/search-params';
import type { PostListQuery } from '../api/use-post-list';

export interface PostListParams {
  category: number | null;
  subcategory: number | null;
  page: number;
}

export function readPostListParams(params: URLSearchParams): PostListParams {
  const category = parseSeqParam(params.get('category'));
  return {
    category,
    subcategory: category === null ? null : parseSeqParam(params.get('subcategory')),
    page: parsePageParam(params.get('page')),
  };
}

/** What the list asks the API for, given the address's filters (one definition for the page and its prefetch). */
export function toPostListQuery({ category, subcategory, page }: PostListParams): PostListQuery {
  return {
    page,
    categorySeq: category ?? undefined,
    subcategorySeq: subcategory ?? undefined,
  };
}

/** The next search parameters: unset values are left out, page 1 is the default. */
export function writePostListParams(current: URLSearchParams, next: PostListParams) {
  const params = new URLSearchParams(current);
  const set = (name: string, value: number | null) => {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  };
  set('category', next.category);
  set('subcategory', next.category === null ? null : next.subcategory);
  set('page', next.page > 1 ? next.page : null);
  return params;
}

export function usePostListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = readPostListParams(searchParams);

  const update = useCallback(
    (change: (previous: PostListParams) => PostListParams) =>
      setSearchParams((params) => writePostListParams(params, change(readPostListParams(params)))),
    [setSearchParams],
  );

  return {
    ...current,
    /** Choose a top-level category (null: all); the subcategory and page start over. */
    setCategory: useCallback(
      (category: number | null) => update(() => ({ category, subcategory: null, page: 1 })),
      [update],
    ),
    /** Choose a subcategory of the current category (null: all of it); the page starts over. */
    setSubcategory: useCallback(
      (subcategory: number | null) => update((previous) => ({ ...previous, subcategory, page: 1 })),
      [update],
    ),
  };
}
