import type { Pagination, Post } from '@market/contract';
import type { PostType } from '@market/domain';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { selectPage, successOf, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { catalogueKeys } from './catalogue-keys';

/** What a list screen asks for; the server sorts RECOMMENDED (picked posts first). */
export interface PostListQuery {
  page: number;
  /** Posts a page; the server's default (20) when absent. */
  size?: number;
  /** A top-level category. */
  categorySeq?: number;
  /** A category below `categorySeq`. */
  subcategorySeq?: number;
}

export interface PostListPage {
  items: Post[];
  pagination: Pagination;
}

function withoutUndefined(query: PostListQuery) {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as PostListQuery;
}

type ListArgs = {
  query: PostListQuery & { sort: 'RECOMMENDED' };
  fetchOptions: { signal?: AbortSignal };
};

/** The contract's list route of each type: the three take the same query (SPEC §2). */
const listRouteOf: Record<PostType, (args: ListArgs) => Promise<PostListPage>> = {
  SUBSCRIPTION: async (args) =>
    selectPage(successOf(await tsr.catalogue.listSubscriptionPosts.query(args))),
  COUPON: async (args) => selectPage(successOf(await tsr.catalogue.listCoupons.query(args))),
  CODE: async (args) => selectPage(successOf(await tsr.catalogue.listDigitalCodes.query(args))),
};

/** Posts a home-page section shows of its type. */
export const FEATURED_POST_COUNT = 4;

/** One page of a type's list: the hook's key and request, also started before the page renders. */
function postListCall(postType: PostType, query: PostListQuery) {
  const cleanQuery = withoutUndefined(query);
  return {
    queryKey: catalogueKeys.list(postType, cleanQuery),
    queryData: { query: { ...cleanQuery, sort: 'RECOMMENDED' as const } },
  };
}

/**
 * Posts of one type (GET /api/subscribe/share, /api/coupon or /api/digital/code), one page at a
 * time. The three types are three routes of the contract with the same query, picked from a table
 * so that one screen serves all three (SPEC §2) with one query observer. While the next page loads
 * the previous one stays on screen (`isPlaceholderData`).
 */
export function usePostList(postType: PostType, query: PostListQuery) {
  return useApiQuery(listRouteOf[postType], {
    ...postListCall(postType, query),
    placeholderData: keepPreviousData,
  });
}

/** The same read, started before a list's first render (the route table's prefetch). */
export function prefetchPostList(
  queryClient: QueryClient,
  postType: PostType,
  query: PostListQuery,
): Promise<void> {
  return prefetchApiQuery(queryClient, listRouteOf[postType], postListCall(postType, query));
}
