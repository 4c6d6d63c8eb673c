import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/session';
import { invalidateBalances } from '../../../lib/wallet-keys';
import { orderKeys } from './order-keys';

/**
 * Confirm receipt of a paid order (POST /api/order/{orderId}/receipt): the member's orders and
 * purchases and the balances refresh.
 */
export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return tsr.orders.confirmOrder.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.member(token) }),
        invalidateBalances(queryClient),
      ]),
  });
}

/**
 * Ask the seller to refund a purchased item (POST /api/order/{productId}/refund/request): the
 * member's orders and purchases (their state) and the balances refresh.
 */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  return tsr.orders.requestRefund.useMutation({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.member(token) }),
        invalidateBalances(queryClient),
      ]),
  });
}
