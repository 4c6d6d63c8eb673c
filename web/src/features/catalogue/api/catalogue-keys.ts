/**
 * Query keys of the catalogue feature. Every key starts with `catalogue` (the exchange rate of
 * lib/format/currency.tsx shares the root); details are keyed by token because they carry the viewer's
 * own state (in cart, own post, blocked).
 */
import type { PostType } from '@market/domain';
import type { PostListQuery } from './use-post-list';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (postType: PostType, query: PostListQuery) =>
    [...catalogueKeys.lists(), postType, query] as const,
  details: () => [...catalogueKeys.all, 'detail'] as const,
  detail: (postType: PostType, seq: number, token: string | null) =>
    [...catalogueKeys.details(), postType, seq, token] as const,
};
