import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { accountSummaryKeys } from './account-keys';

/**
 * The signed-in member's counts of orders, codes, coupons, subscriptions and inquiries
 * (GET /api/account/summary), for the member page and the account menu; idle for a guest.
 */
export function useAccountSummary() {
  const token = useSessionToken();
  return useApiQuery(tsr.account.getSummary, {
    queryKey: accountSummaryKeys.member(token),
    select: selectResponse,
    enabled: token !== null,
  });
}
