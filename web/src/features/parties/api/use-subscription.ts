import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { partyKeys } from './party-keys';

/** One joined party with its account details and any request awaiting the member. */
export function useSubscription(orderSeq: number | null) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.getSubscriptionOrder, {
    queryKey: partyKeys.detail(token, orderSeq ?? 0),
    queryData: { params: { seq: orderSeq ?? 0 } },
    select: selectResponse,
    enabled: orderSeq !== null,
  });
}

/** What leaving now would refund (GET /api/order/subscription/{productId}/cancel/view). */
export function useCancelPreview(productId: number, enabled: boolean) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.previewSubscriptionCancel, {
    queryKey: partyKeys.cancelPreview(token, productId),
    queryData: { params: { productId } },
    select: selectResponse,
    enabled,
  });
}
