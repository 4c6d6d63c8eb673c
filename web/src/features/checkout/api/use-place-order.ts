import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { cartKeys } from '../../../lib/cart-keys';
import { invalidateBalances } from '../../../lib/wallet-keys';
import { refusalOf } from '../utils/checkout-math';

/**
 * Place and pay the order (POST /api/order) with the attempt's Idempotency-Key (decision 016).
 * After an order or a refusal the balances, the account summary and the cart (lines and badge) are
 * refreshed: a paid order changed them, and a refusal means they changed meanwhile (a line sold, a
 * balance spent). After a lost answer nothing is: the screen stays as it was for the retry with the
 * same key. The refresh is not awaited, so that the screen moves on to the order at once.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void invalidateBalances(queryClient);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };
  return tsr.orders.createOrder.useMutation({
    onSuccess: refresh,
    onError: (error) => {
      const refusal = refusalOf(toApiError(error));
      if (refusal.kind !== 'failed' || !refusal.retrySafe) refresh();
    },
  });
}
