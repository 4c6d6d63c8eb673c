import type { CommentPostTypeFilter } from '@market/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const SELLER_COMMENTS_PAGE_SIZE = 10;

/** One page of the comments under the seller's posts (GET /api/seller/comment/list). */
export function useSellerCommentList({
  postType,
  page,
}: {
  postType: CommentPostTypeFilter;
  page: number;
}) {
  const token = useSessionToken();
  const query = { page, size: SELLER_COMMENTS_PAGE_SIZE, postType };
  return useApiQuery(tsr.seller.listSellerComments, {
    queryKey: sellerBusinessKeys.commentList(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** Reply to a comment (POST /api/comment/{seq}/reply). */
export function useCreateReply() {
  return tsr.community.createReply.useMutation({ meta: { errorToast: 'createReply' } });
}

/** Change the reply to a comment (PUT /api/comment/{seq}/reply). */
export function useEditReply() {
  return tsr.community.editReply.useMutation({ meta: { errorToast: 'editReply' } });
}

/** Delete the reply to a comment (DELETE /api/comment/{seq}/reply). */
export function useDeleteReply() {
  return tsr.community.deleteReply.useMutation({
    meta: { successToast: 'saved', errorToast: 'deleteReply' },
  });
}
