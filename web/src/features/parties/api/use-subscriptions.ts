import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { partyKeys } from './party-keys';

/** Parties on one page of /my/subscriptions. */
export const SUBSCRIPTIONS_PAGE_SIZE = 10;

/** The parties the member joined, newest first, optionally by keyword (GET /api/order/subscription). */
export function useSubscriptions({ page, keyword }: { page: number; keyword: string }) {
  const token = useSessionToken();
  const query = { page, size: SUBSCRIPTIONS_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  return useApiQuery(tsr.orders.listSubscriptionOrders, {
    queryKey: partyKeys.list(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
