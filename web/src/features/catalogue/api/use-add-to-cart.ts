import type { PostType } from '@market/domain';
import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { catalogueKeys } from './catalogue-keys';

export interface UseAddToCartOptions {
  /**
   * Called once the cart may hold something new (added, or found already there), so that whoever
   * shows the cart (the header badge) refreshes. Features do not import each other: the page
   * passes the cart feature's invalidation here.
   */
  onCartChanged?: () => void;
}

/**
 * POST /api/cart {type, typeSeq}. Success toasts "added"; ALREADY_IN_CART is no failure to the
 * visitor (the detail refetches and shows "in your cart"); any other refusal shows SPEC §8's
 * "add to cart failed". Details are refetched either way, since a refusal (sold meanwhile,
 * blocked) usually means the page is out of date.
 */
export function useAddToCart({ onCartChanged }: UseAddToCartOptions = {}) {
  const queryClient = useQueryClient();
  const mutation = tsr.cart.addToCart.useMutation({
    onSuccess: () => {
      notifySuccess('addedToCart');
      onCartChanged?.();
    },
    onError: (error) => {
      if (toApiError(error).code === 'ALREADY_IN_CART') onCartChanged?.();
      else notifyError('addToCart');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.details() }),
  });
  return {
    addToCart: (type: PostType, typeSeq: number) => mutation.mutate({ body: { type, typeSeq } }),
    isPending: mutation.isPending,
  };
}
