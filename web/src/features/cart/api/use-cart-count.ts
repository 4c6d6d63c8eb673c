import { selectResponse, tsr } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/session';
import { cartKeys } from '../../../lib/cart-keys';

/** Lines in the member's cart for the header badge; 0 for guests (no call is made). */
export function useCartCount(): number {
  const token = useSessionToken();
  const query = tsr.cart.countCartItems.useQuery({
    queryKey: cartKeys.count(token),
    select: selectResponse,
    enabled: token !== null,
  });
  return token ? (query.data?.count ?? 0) : 0;
}
