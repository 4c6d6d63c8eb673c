import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { balanceKeys } from './balance-keys';

/** The signed-in member's e-money and points (GET /api/cp); idle for a guest. */
export function useCredits() {
  const token = useSessionToken();
  return useApiQuery(tsr.wallet.getCredits, {
    queryKey: balanceKeys.credits(token),
    select: selectResponse,
    enabled: token !== null,
  });
}
