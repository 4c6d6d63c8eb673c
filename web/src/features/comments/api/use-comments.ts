import type { PostType } from '@market/domain';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { commentKeys } from './comment-keys';

/** Comments on one page under a post. */
export const COMMENTS_PAGE_SIZE = 10;

/** The call of one page of a post's comments: its key and its request, for the hook and its prefetch. */
function commentsCall(type: PostType, typeSeq: number, page: number) {
  const query = { type, typeSeq, page, size: COMMENTS_PAGE_SIZE };
  return { queryKey: commentKeys.list(type, typeSeq, query), queryData: { query } };
}

/** The same call, started before the post's page renders. */
export function prefetchComments(
  queryClient: QueryClient,
  type: PostType,
  typeSeq: number,
  page: number,
): Promise<void> {
  return prefetchApiQuery(
    queryClient,
    tsr.community.listComments,
    commentsCall(type, typeSeq, page),
  );
}

/** One page of the comments under a post, oldest first, each with the seller's reply. */
export function useComments(type: PostType, typeSeq: number, page: number) {
  return useApiQuery(tsr.community.listComments, {
    ...commentsCall(type, typeSeq, page),
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** The six changes of comments and replies (SPEC §8); each refreshes the comments after it. */
export function useCommentMutations() {
  return {
    createComment: tsr.community.createComment.useMutation({
      meta: { errorToast: 'createComment' },
    }),
    editComment: tsr.community.editComment.useMutation({ meta: { errorToast: 'editComment' } }),
    deleteComment: tsr.community.deleteComment.useMutation({
      meta: { errorToast: 'deleteComment' },
    }),
    createReply: tsr.community.createReply.useMutation({ meta: { errorToast: 'createReply' } }),
    editReply: tsr.community.editReply.useMutation({ meta: { errorToast: 'editReply' } }),
    deleteReply: tsr.community.deleteReply.useMutation({ meta: { errorToast: 'deleteReply' } }),
  };
}
