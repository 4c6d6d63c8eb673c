import type { PostType } from '@market/domain';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { prefetchCall, selectPage, tsr } from '../../../lib/api-client';
import { commentKeys } from './comment-keys';

/** Comments on one page under a post. */
export const COMMENTS_PAGE_SIZE = 10;

function commentsQuery(type: PostType, typeSeq: number, page: number) {
  return { type, typeSeq, page, size: COMMENTS_PAGE_SIZE };
}

/** The same call, started before the post's page renders. */
export function prefetchComments(
  queryClient: QueryClient,
  type: PostType,
  typeSeq: number,
  page: number,
): Promise<void> {
  const query = commentsQuery(type, typeSeq, page);
  return prefetchCall(
    queryClient,
    tsr.community.listComments,
    commentKeys.list(type, typeSeq, query),
    {
      query,
    },
  );
}

/** One page of the comments under a post, oldest first, each with the seller's reply. */
export function useComments(type: PostType, typeSeq: number, page: number) {
  const query = commentsQuery(type, typeSeq, page);
  return tsr.community.listComments.useQuery({
    queryKey: commentKeys.list(type, typeSeq, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every page of one post's comments (after any change to them). */
function useRefreshComments(type: PostType, typeSeq: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.post(type, typeSeq) });
}

/** The six changes of comments and replies (SPEC §8), each refreshing the post's comments. */
export function useCommentMutations(type: PostType, typeSeq: number) {
  const onSuccess = useRefreshComments(type, typeSeq);
  return {
    createComment: tsr.community.createComment.useMutation({ onSuccess }),
    editComment: tsr.community.editComment.useMutation({ onSuccess }),
    deleteComment: tsr.community.deleteComment.useMutation({ onSuccess }),
    createReply: tsr.community.createReply.useMutation({ onSuccess }),
    editReply: tsr.community.editReply.useMutation({ onSuccess }),
    deleteReply: tsr.community.deleteReply.useMutation({ onSuccess }),
  };
}
