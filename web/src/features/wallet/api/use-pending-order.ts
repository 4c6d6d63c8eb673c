import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { walletKeys } from './wallet-keys';

/** How often an order awaiting its bank transfer is asked again. */
export const TRANSFER_POLL_MS = 3000;

/**
 * An order waiting for its bank transfer (GET /api/order/{id}/view, any kind of order), asked again
 * every few seconds until it is paid.
 */
export function usePendingOrder(orderId: string) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.getOrder, {
    queryKey: walletKeys.transfer(token, orderId),
    queryData: { params: { id: orderId } },
    select: selectResponse,
    refetchInterval: (query) =>
      query.state.data?.body.response.paid || query.state.error ? false : TRANSFER_POLL_MS,
  });
}
