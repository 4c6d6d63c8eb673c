import { tsr } from '@/lib/api-client';

/** Order e-money to be paid by bank transfer (POST /api/cp/cash/charge). */
export function useTopUp() {
  return tsr.wallet.topUpEmoney.useMutation({ meta: { errorToast: 'order' } });
}
