import type { Post } from '@market/contract';
import type { PostType } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { successOf, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { chatKeys } from './chat-keys';

type PurchaseArgs = { params: { seq: number } };

/** The route of each type that answers a purchase with the post it was bought from. */
const purchaseRouteOf: Record<PostType, (args: PurchaseArgs) => Promise<{ post: Post }>> = {
  SUBSCRIPTION: async (args) =>
    successOf(await tsr.orders.getSubscriptionOrder.query(args)).body.response,
  COUPON: async (args) => successOf(await tsr.orders.getCouponOrder.query(args)).body.response,
  CODE: async (args) => successOf(await tsr.orders.getCodeOrder.query(args)).body.response,
};

/**
 * The post a purchase (`orderSeq`, an OrderItem seq) was bought from, to open its room: GET
 * /api/order/{code|coupon|subscription}/{seq}/view. Plain `useQuery`: the route is picked by type.
 */
export function usePurchasedPost(postType: PostType, orderSeq: number | null) {
  const token = useSessionToken();
  // eslint-disable-next-line no-restricted-syntax -- the route is picked by type (above)
  return useQuery({
    queryKey: chatKeys.purchase(token, postType, orderSeq),
    enabled: orderSeq !== null,
    queryFn: async () => (await purchaseRouteOf[postType]({ params: { seq: orderSeq ?? 0 } })).post,
  });
}
