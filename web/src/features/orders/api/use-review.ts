import { i18next } from '@/lib/i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { orderKeys } from './order-keys';

/**
 * The member's review of a purchased item with the seller's answer (GET
 * /api/order/{productId}/review). Asked only once the item is reviewed (404 otherwise).
 */
export function useReview(productId: number, enabled: boolean) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.getReview, {
    queryKey: orderKeys.review(token, productId),
    queryData: { params: { productId } },
    select: selectResponse,
    enabled,
  });
}

/**
 * Review a purchased item (POST /api/order/{productId}/review). On success the review is put in the
 * cache; the orders and purchases (their `reviewed` flag) refresh as after every write.
 */
export function useWriteReview() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return tsr.orders.writeReview.useMutation({
    meta: { successToast: { text: () => i18next.t('orders:review.done') }, errorToast: 'generic' },
    onSuccess: (result, { params }) =>
      queryClient.setQueryData(orderKeys.review(token, Number(params.productId)), result),
  });
}
