import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '../../../lib/api-client';
import { invalidateBalances } from '../../../lib/wallet-keys';

/** Redeem a promotion code (POST /api/promotion/use); the balances are refreshed on success. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return tsr.wallet.redeemPromotionCode.useMutation({
    onSuccess: () => invalidateBalances(queryClient),
  });
}
