import { tsr } from '@/lib/api-client';

/** Redeem a promotion code (POST /api/promotion/use); the balances refresh after it. */
export function useRedeemCode() {
  return tsr.wallet.redeemPromotionCode.useMutation();
}
