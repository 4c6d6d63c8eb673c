import type { PostType } from '@market/domain';
import { useQuery } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { present } from '../utils/present';
import { chatKeys } from './chat-keys';

/**
 * The post a purchase (`orderSeq`, an OrderItem seq) was bought from, to open its room: GET
 * /api/order/{code|coupon|subscription}/{seq}/view.
 */
export function usePurchasedPost(postType: PostType, orderSeq: number | null) {
  return useQuery({
    queryKey: [...chatKeys.all, 'purchase', postType, orderSeq] as const,
    enabled: orderSeq !== null,
    queryFn: async () => {
      const args = { params: { seq: orderSeq! } };
      if (postType === 'CODE')
        return present((await tsr.orders.getCodeOrder.query(args)).body.response).post;
      if (postType === 'COUPON')
        return present((await tsr.orders.getCouponOrder.query(args)).body.response).post;
      return present((await tsr.orders.getSubscriptionOrder.query(args)).body.response).post;
    },
  });
}
