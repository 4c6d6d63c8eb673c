import { useQueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '../../../lib/api-client';
import { invalidateBalances, walletKeys } from '../../../lib/wallet-keys';

/** The withdrawal fee, limits and whether today's withdrawal is still available. */
export function useWithdrawalInfo() {
  return tsr.wallet.getWithdrawalInfo.useQuery({
    queryKey: walletKeys.withdrawalInfo(),
    select: selectResponse,
  });
}

/** Cash out e-money (POST /api/cp/cash/withdraw); balances and limits are refreshed after. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return tsr.wallet.withdrawEmoney.useMutation({
    onSuccess: () => invalidateBalances(queryClient),
  });
}
