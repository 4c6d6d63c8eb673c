import type { PostType } from '@market/domain';
import { tsr } from '@/lib/api-client';
import { toApiError } from '@/lib/api/api-error';

/**
 * POST /api/cart {type, typeSeq}. Success toasts "added"; ALREADY_IN_CART is no failure to the
 * visitor (the detail refetches and shows "in your cart"); any other refusal shows SPEC §8's
 * "add to cart failed". Either way the cart (the header badge) and the post's detail refresh
 * (app/stale-after-change.ts), since a refusal (sold meanwhile, blocked) means they were out of date.
 */
export function useAddToCart() {
  const mutation = tsr.cart.addToCart.useMutation({
    meta: {
      successToast: 'addedToCart',
      errorToast: (error) => (toApiError(error).code === 'ALREADY_IN_CART' ? null : 'addToCart'),
    },
  });
  return {
    addToCart: (type: PostType, typeSeq: number) => mutation.mutate({ body: { type, typeSeq } }),
    isPending: mutation.isPending,
  };
}
