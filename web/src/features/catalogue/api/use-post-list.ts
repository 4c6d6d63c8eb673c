import type { Pagination, Post } from '@market/contract';
import type { PostType } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { selectPage, successOf, tsr } from '@/lib/api-client';
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

/**
 * One page of posts of a type. The three types are three routes of the contract with the same
 * query; the route is picked from a table so that one screen serves all three (SPEC §2) with one
 * query observer (this is why the hooks below use plain `useQuery`, not one `tsr` route's).
 */
export function fetchPostList(
  postType: PostType,
  query: PostListQuery,
  signal?: AbortSignal,
): Promise<PostListPage> {
  return listRouteOf[postType]({
    query: { ...query, sort: 'RECOMMENDED' },
    fetchOptions: { signal },
  });
}

/** Posts a home-page section shows of its type. */
export const FEATURED_POST_COUNT = 4;

/** One page of a type's list: the hook's query, also started before the page renders. */
export function postListQuery(postType: PostType, query: PostListQuery) {
  const cleanQuery = withoutUndefined(query);
  return queryOptions({
    queryKey: catalogueKeys.list(postType, cleanQuery),
    queryFn: ({ signal }) => fetchPostList(postType, cleanQuery, signal),
  });
}

/**
 * Posts of one type (GET /api/subscribe/share, /api/coupon or /api/digital/code), one page at a
 * time. While the next page loads the previous one stays on screen (`isPlaceholderData`).
 */
export function usePostList(postType: PostType, query: PostListQuery) {
  // eslint-disable-next-line no-restricted-syntax -- the route is picked by type (fetchPostList)
  return useQuery({ ...postListQuery(postType, query), placeholderData: keepPreviousData });
}
