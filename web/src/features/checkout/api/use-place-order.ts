import { tsr } from '@/lib/api-client';
import { toApiError } from '@/lib/api/api-error';

/**
 * Place and pay the order (POST /api/order) with the attempt's Idempotency-Key (decision 016).
 * After an order, or a refusal (a line sold, a balance spent meanwhile), the orders, balances, cart
 * and posts refresh (app/stale-after-change.ts) while the screen moves on; after a lost answer
 * nothing does: the screen stays as it was for the retry with the same key.
 */
export function usePlaceOrder() {
  return tsr.orders.createOrder.useMutation({
    // An unverified member is sent to verify their identity instead (CheckoutForm).
    meta: {
      errorToast: (error) => (toApiError(error).code === 'IDENTITY_NOT_VERIFIED' ? null : 'order'),
    },
  });
}
