import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { walletKeys } from './wallet-keys';

/** The withdrawal fee, limits and whether today's withdrawal is still available. */
export function useWithdrawalInfo() {
  const token = useSessionToken();
  return useApiQuery(tsr.wallet.getWithdrawalInfo, {
    queryKey: walletKeys.withdrawalInfo(token),
    select: selectResponse,
  });
}

/** Cash out e-money (POST /api/cp/cash/withdraw); balances and limits refresh after it. */
export function useWithdraw() {
  return tsr.wallet.withdrawEmoney.useMutation({ meta: { errorToast: 'withdrawal' } });
}
