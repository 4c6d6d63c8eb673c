import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { cartKeys } from './cart-keys';

/**
 * The lines of the member's cart (GET /api/cart), newest first. The cart page lists them and the
 * checkout reads the chosen ones, both through this one query (cartKeys.items).
 */
export function useCartLines() {
  const token = useSessionToken();
  return useApiQuery(tsr.cart.getCart, {
    queryKey: cartKeys.items(token),
    select: selectResponse,
    enabled: token !== null,
  });
}
