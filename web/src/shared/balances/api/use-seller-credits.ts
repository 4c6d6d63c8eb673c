import { selectResponse, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { balanceKeys } from './balance-keys';

/** The seller's e-money, points and sales awaiting settlement (GET /api/seller/cp). */
export function useSellerCredits() {
  const token = useSessionToken();
  return tsr.seller.getSellerCredits.useQuery({
    queryKey: balanceKeys.sellerCredits(token),
    select: selectResponse,
  });
}
