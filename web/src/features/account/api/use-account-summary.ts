import { selectResponse, tsr } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session/session';
import { accountSummaryKeys } from './account-keys';

/**
 * The signed-in member's counts of orders, codes, coupons, subscriptions and inquiries
 * (GET /api/account/summary), for the member page and the account menu; idle for a guest.
 */
export function useAccountSummary() {
  const token = useSessionToken();
  return tsr.account.getSummary.useQuery({
    queryKey: accountSummaryKeys.member(token),
    select: selectResponse,
    enabled: token !== null,
  });
}
