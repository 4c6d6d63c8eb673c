import { tsr } from '@/lib/api-client';

/**
 * Remove cart lines (POST /api/cart/delete); the list and the header badge refresh as after every
 * write (app/stale-after-change.ts). A failure shows SPEC §8's remove-from-cart toast.
 */
export function useRemoveCartItems() {
  return tsr.cart.deleteCartItems.useMutation({
    meta: { successToast: 'removedFromCart', errorToast: 'removeFromCart' },
  });
}
