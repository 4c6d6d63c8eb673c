import type { OrderTypeFilter } from '@market/domain';
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { selectPage, selectResponse, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { orderKeys } from './order-keys';

/** Orders on one page of /my/orders. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersFilter {
  page: number;
  /** null for every type. */
  type: OrderTypeFilter | null;
}

/** The call of one page of a member's orders: its key and its request, for the hook and its prefetch. */
function ordersCall(token: string | null, { page, type }: OrdersFilter) {
  const query = { page, size: ORDERS_PAGE_SIZE, ...(type ? { type } : {}) };
  return { queryKey: orderKeys.list(token, query), queryData: { query } };
}

/** One page of the member's orders, newest first, all or of one type (GET /api/order/list). */
export function useOrders(filter: OrdersFilter) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.listOrders, {
    ...ordersCall(token, filter),
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}

/** The same call, started before /my/orders renders. */
export function prefetchOrders(
  queryClient: QueryClient,
  token: string,
  filter: OrdersFilter,
): Promise<void> {
  return prefetchApiQuery(queryClient, tsr.orders.listOrders, ordersCall(token, filter));
}

/** One of the member's orders with its items (GET /api/order/{id}/view); 404 for another's. */
export function useOrder(orderId: string) {
  const token = useSessionToken();
  return useApiQuery(tsr.orders.getOrder, {
    queryKey: orderKeys.detail(token, orderId),
    queryData: { params: { id: orderId } },
    select: selectResponse,
  });
}
