/**
 * Query keys of the comments feature. Every key of one post's comments starts with
 * `commentKeys.post(type, seq)`, so a new, edited or deleted comment or reply refreshes every page
 * of that post's comments at once.
 */
import type { CommentListQuery } from '@market/contract';
import type { PostType } from '@market/domain';

export const commentKeys = {
  all: ['comments'] as const,
  post: (type: PostType, typeSeq: number) => [...commentKeys.all, type, typeSeq] as const,
  list: (type: PostType, typeSeq: number, query: CommentListQuery) =>
    [...commentKeys.post(type, typeSeq), query] as const,
};
