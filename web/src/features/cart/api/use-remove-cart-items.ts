import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/cart-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * Remove cart lines (POST /api/cart/delete): the list and the header badge are refreshed through
 * the cart keys; a failure shows SPEC §8's remove-from-cart toast.
 */
export function useRemoveCartItems() {
  const queryClient = useQueryClient();
  return tsr.cart.deleteCartItems.useMutation({
    onSuccess: async () => {
      notifySuccess('removedFromCart');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: () => notifyError('removeFromCart'),
  });
}
