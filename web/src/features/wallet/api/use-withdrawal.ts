import { selectResponse, tsr } from '@/lib/api-client';
import { walletKeys } from '@/lib/wallet-keys';

/** The withdrawal fee, limits and whether today's withdrawal is still available. */
export function useWithdrawalInfo() {
  return tsr.wallet.getWithdrawalInfo.useQuery({
    queryKey: walletKeys.withdrawalInfo(),
    select: selectResponse,
  });
}

/** Cash out e-money (POST /api/cp/cash/withdraw); balances and limits refresh after it. */
export function useWithdraw() {
  return tsr.wallet.withdrawEmoney.useMutation({ meta: { errorToast: 'withdrawal' } });
}
