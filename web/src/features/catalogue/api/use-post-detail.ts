import type { CodePostDetail, CouponPostDetail, SubscriptionPostDetail } from '@market/contract';
import type { PostType } from '@market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { selectResponse, successOf, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { catalogueKeys } from './catalogue-keys';

export type PostDetail = SubscriptionPostDetail | CouponPostDetail | CodePostDetail;

type DetailArgs = { params: { seq: number }; fetchOptions: { signal?: AbortSignal } };

/**
 * The contract's detail route of each type, picked from the table so that one page serves the
 * three types with one query observer.
 */
const detailRouteOf: Record<PostType, (args: DetailArgs) => Promise<PostDetail>> = {
  SUBSCRIPTION: async (args) =>
    selectResponse(successOf(await tsr.catalogue.getSubscriptionPost.query(args))),
  COUPON: async (args) => selectResponse(successOf(await tsr.catalogue.getCoupon.query(args))),
  CODE: async (args) => selectResponse(successOf(await tsr.catalogue.getDigitalCode.query(args))),
};

/** A post as its viewer sees it: the hook's key and request, also started before the page renders. */
function postDetailCall(postType: PostType, seq: number, token: string | null) {
  return { queryKey: catalogueKeys.detail(postType, seq, token), queryData: { params: { seq } } };
}

/**
 * A post with its seller and, for a signed-in viewer, what they have to do with it
 * (GET /api/subscribe/share/{seq}/view, /api/coupon/{seq}/view, /api/digital/code/{seq}/view).
 * A missing post fails with ApiError code NOT_FOUND.
 */
export function usePostDetail(postType: PostType, seq: number | null) {
  const token = useSessionToken();
  return useApiQuery(detailRouteOf[postType], {
    ...postDetailCall(postType, seq ?? 0, token),
    enabled: seq !== null,
  });
}

/** The same read, started before the post's page renders (the route table's prefetch). */
export function prefetchPostDetail(
  queryClient: QueryClient,
  postType: PostType,
  seq: number,
  token: string | null,
): Promise<void> {
  return prefetchApiQuery(
    queryClient,
    detailRouteOf[postType],
    postDetailCall(postType, seq, token),
  );
}
