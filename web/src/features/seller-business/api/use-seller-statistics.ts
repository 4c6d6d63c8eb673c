import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const PAYOUTS_PAGE_SIZE = 10;

/** Sales and refund counts per type and the totals (GET /api/seller/statistics). */
export function useSellerStatistics() {
  const token = useSessionToken();
  return useApiQuery(tsr.seller.getSellerStatistics, {
    queryKey: sellerBusinessKeys.statistics(token),
    select: selectResponse,
  });
}

/** One page of the seller's payouts (GET /api/seller/emoney/calc/list). */
export function usePayouts({ page }: { page: number }) {
  const token = useSessionToken();
  const query = { page, size: PAYOUTS_PAGE_SIZE };
  return useApiQuery(tsr.seller.listPayouts, {
    queryKey: sellerBusinessKeys.payouts(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
