import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { invalidateBalances } from '../../../lib/wallet-keys';

/** Order e-money to be paid by bank transfer (POST /api/cp/cash/charge). */
export function useTopUp() {
  const queryClient = useQueryClient();
  return tsr.wallet.topUpEmoney.useMutation({
    onSuccess: () => invalidateBalances(queryClient),
  });
}
