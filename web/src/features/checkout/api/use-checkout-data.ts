import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { checkoutKeys } from './checkout-keys';

/** The fee added to an order placed on the web (GET /api/common/fee/order?platform=WEB). */
export function useOrderFee() {
  return useApiQuery(tsr.content.getOrderFee, {
    queryKey: checkoutKeys.orderFee(),
    queryData: { query: { platform: 'WEB' } },
    select: selectResponse,
  });
}
