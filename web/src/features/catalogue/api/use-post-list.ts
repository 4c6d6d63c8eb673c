import type { Pagination, Post } from '@market/contract';
import type { PostType } from '@market/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { tsr } from '../../../lib/api-client';
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

/**
 * One page of posts of a type. The three types are three routes of the contract with the same
 * query; the route is picked here so that one screen serves all three (SPEC §2) without three
 * query observers.
 */
export async function fetchPostList(
  postType: PostType,
  query: PostListQuery,
  signal?: AbortSignal,
): Promise<PostListPage> {
  const args = { query: { ...query, sort: 'RECOMMENDED' as const }, fetchOptions: { signal } };
  const result =
    postType === 'SUBSCRIPTION'
      ? await tsr.catalogue.listSubscriptionPosts.query(args)
      : postType === 'COUPON'
        ? await tsr.catalogue.listCoupons.query(args)
        : await tsr.catalogue.listDigitalCodes.query(args);
  // The client raises every failure as an ApiError; anything else here is a contract mismatch.
  if (result.status !== 200) {
    throw new ApiError('UNEXPECTED_RESPONSE', `HTTP ${result.status}`, result.status);
  }
  return { items: result.body.response, pagination: result.body.pagination };
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
  return useQuery({ ...postListQuery(postType, query), placeholderData: keepPreviousData });
}
