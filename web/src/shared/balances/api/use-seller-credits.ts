import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { balanceKeys } from './balance-keys';

/** The seller's e-money, points and sales awaiting settlement (GET /api/seller/cp). */
export function useSellerCredits() {
  const token = useSessionToken();
  return useApiQuery(tsr.seller.getSellerCredits, {
    queryKey: balanceKeys.sellerCredits(token),
    select: selectResponse,
  });
}
