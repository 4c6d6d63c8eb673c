import type { CodePostDetail, CouponPostDetail, SubscriptionPostDetail } from '@market/contract';
import type { PostType } from '@market/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectResponse, successOf, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { catalogueKeys } from './catalogue-keys';

export type PostDetail = SubscriptionPostDetail | CouponPostDetail | CodePostDetail;

type DetailArgs = { params: { seq: number }; fetchOptions: { signal?: AbortSignal } };

/** The contract's detail route of each type. */
const detailRouteOf: Record<PostType, (args: DetailArgs) => Promise<PostDetail>> = {
  SUBSCRIPTION: async (args) =>
    selectResponse(successOf(await tsr.catalogue.getSubscriptionPost.query(args))),
  COUPON: async (args) => selectResponse(successOf(await tsr.catalogue.getCoupon.query(args))),
  CODE: async (args) => selectResponse(successOf(await tsr.catalogue.getDigitalCode.query(args))),
};

/**
 * A post of a type. The route is picked from a table so that one page serves the three types with
 * one query observer (why the hook below uses plain `useQuery`, not one `tsr` route's).
 */
export function fetchPostDetail(
  postType: PostType,
  seq: number,
  signal?: AbortSignal,
): Promise<PostDetail> {
  return detailRouteOf[postType]({ params: { seq }, fetchOptions: { signal } });
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
  // eslint-disable-next-line no-restricted-syntax -- the route is picked by type (fetchPostDetail)
  return useQuery({ ...postDetailQuery(postType, seq ?? 0, token), enabled: seq !== null });
}
