/**
 * The signed-in member's balances (GET /api/cp) and account summary (GET /api/account/summary),
 * read by the account menu, the member page, the wallet screens and checkout. Keyed by
 * `walletKeys` / `accountSummaryKeys`, so `invalidateBalances` refreshes every one of them.
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
