import type { QueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { cartKeys } from '@/shared/cart-lines/api/cart-keys';

/** Lines in the member's cart for the header badge; 0 for guests (no call is made). */
export function useCartCount(): number {
  const token = useSessionToken();
  const query = useApiQuery(tsr.cart.countCartItems, {
    queryKey: cartKeys.count(token),
    select: selectResponse,
    enabled: token !== null,
  });
  return token ? (query.data?.count ?? 0) : 0;
}

/** The same call, started before the first render (the header of every site page shows it). */
export function prefetchCartCount(queryClient: QueryClient, token: string): Promise<void> {
  return prefetchApiQuery(queryClient, tsr.cart.countCartItems, {
    queryKey: cartKeys.count(token),
  });
}
