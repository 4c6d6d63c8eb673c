import type { Post } from '@market/contract';
import type { PostType } from '@market/domain';
import { successOf, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

type PurchaseArgs = { params: { seq: number }; fetchOptions?: RequestInit };

/** The route of each type that answers a purchase with the post it was bought from. */
const purchasedPostOf: Record<PostType, (args: PurchaseArgs) => Promise<Post>> = {
  SUBSCRIPTION: async (args) =>
    successOf(await tsr.orders.getSubscriptionOrder.query(args)).body.response.post,
  COUPON: async (args) => successOf(await tsr.orders.getCouponOrder.query(args)).body.response.post,
  CODE: async (args) => successOf(await tsr.orders.getCodeOrder.query(args)).body.response.post,
};

/**
 * The post a purchase (`orderSeq`, an OrderItem seq) was bought from, to open its room: GET
 * /api/order/{code|coupon|subscription}/{seq}/view, the route picked by type.
 */
export function usePurchasedPost(postType: PostType, orderSeq: number | null) {
  const token = useSessionToken();
  return useApiQuery(purchasedPostOf[postType], {
    queryKey: chatKeys.purchase(token, postType, orderSeq),
    queryData: { params: { seq: orderSeq ?? 0 } },
    enabled: orderSeq !== null,
  });
}
