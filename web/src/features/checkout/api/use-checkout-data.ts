import { selectResponse, tsr } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet-keys';
import { checkoutKeys } from './checkout-keys';

/** The member's e-money and points (GET /api/cp), refreshed by every payment (`invalidateBalances`). */
export function useCredits() {
  return tsr.wallet.getCredits.useQuery({
    queryKey: walletKeys.credits(),
    select: selectResponse,
  });
}

/** The fee added to an order placed on the web (GET /api/common/fee/order?platform=WEB). */
export function useOrderFee() {
  return tsr.content.getOrderFee.useQuery({
    queryKey: checkoutKeys.orderFee(),
    queryData: { query: { platform: 'WEB' } },
    select: selectResponse,
  });
}
