/**
 * The signed-in member's balances (GET /api/cp) and account summary (GET /api/account/summary),
 * read by the account menu, the member page, the wallet screens and checkout. Keyed by
 * `walletKeys` / `accountSummaryKeys`, which app/stale-after-change.ts marks stale after a change.
 */
import { selectResponse, tsr } from './api-client';
import { useSessionToken } from './session';
import { accountSummaryKeys, walletKeys } from './wallet-keys';

export function useCredits() {
  const token = useSessionToken();
  return tsr.wallet.getCredits.useQuery({
    queryKey: walletKeys.credits(),
    select: selectResponse,
    enabled: token !== null,
  });
}

export function useAccountSummary() {
  const token = useSessionToken();
  return tsr.account.getSummary.useQuery({
    queryKey: accountSummaryKeys.all,
    select: selectResponse,
    enabled: token !== null,
  });
}
