import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { partyKeys } from './party-keys';

/** Parties on one page of /my/subscriptions. */
export const SUBSCRIPTIONS_PAGE_SIZE = 10;

/** The parties the member joined, newest first, optionally by keyword (GET /api/order/subscription). */
export function useSubscriptions({ page, keyword }: { page: number; keyword: string }) {
  const query = { page, size: SUBSCRIPTIONS_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  return tsr.orders.listSubscriptionOrders.useQuery({
    queryKey: partyKeys.list(query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
