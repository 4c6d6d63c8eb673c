import { selectResponse, tsr } from '@/lib/api-client';
import { partyKeys } from './party-keys';

/** One joined party with its account details and any request awaiting the member. */
export function useSubscription(orderSeq: number | null) {
  return tsr.orders.getSubscriptionOrder.useQuery({
    queryKey: partyKeys.detail(orderSeq ?? 0),
    queryData: { params: { seq: orderSeq ?? 0 } },
    select: selectResponse,
    enabled: orderSeq !== null,
  });
}

/** What leaving now would refund (GET /api/order/subscription/{productId}/cancel/view). */
export function useCancelPreview(productId: number, enabled: boolean) {
  return tsr.orders.previewSubscriptionCancel.useQuery({
    queryKey: partyKeys.cancelPreview(productId),
    queryData: { params: { productId } },
    select: selectResponse,
    enabled,
  });
}
