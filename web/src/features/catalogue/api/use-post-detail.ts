import type { CodePostDetail, CouponPostDetail, SubscriptionPostDetail } from '@market/contract';
import type { PostType } from '@market/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { tsr } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/session';
import { catalogueKeys } from './catalogue-keys';

export type PostDetail = SubscriptionPostDetail | CouponPostDetail | CodePostDetail;

export async function fetchPostDetail(
  postType: PostType,
  seq: number,
  signal?: AbortSignal,
): Promise<PostDetail> {
  const args = { params: { seq }, fetchOptions: { signal } };
  const result =
    postType === 'SUBSCRIPTION'
      ? await tsr.catalogue.getSubscriptionPost.query(args)
      : postType === 'COUPON'
        ? await tsr.catalogue.getCoupon.query(args)
        : await tsr.catalogue.getDigitalCode.query(args);
  if (result.status !== 200) {
    throw new ApiError('UNEXPECTED_RESPONSE', `HTTP ${result.status}`, result.status);
  }
  return result.body.response;
}

/** A post as its viewer sees it: the hook's query, also started before the page renders. */
export function postDetailQuery(postType: PostType, seq: number, token: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.detail(postType, seq, token),
    queryFn: ({ signal }) => fetchPostDetail(postType, seq, signal),
  });
}

/**
 * A post with its seller and, for a signed-in viewer, what they have to do with it
 * (GET /api/subscribe/share/{seq}/view, /api/coupon/{seq}/view, /api/digital/code/{seq}/view).
 * A missing post fails with ApiError code NOT_FOUND.
 */
export function usePostDetail(postType: PostType, seq: number | null) {
  const token = useSessionToken();
  return useQuery({ ...postDetailQuery(postType, seq ?? 0, token), enabled: seq !== null });
}
