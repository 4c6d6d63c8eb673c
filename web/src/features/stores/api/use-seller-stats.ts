import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { storeKeys } from './store-keys';

/** Sales and refund counts per post type (GET /api/common/seller/{seq}/stats). */
export function useSellerStats(sellerSeq: number) {
  return useApiQuery(tsr.catalogue.getSellerStats, {
    queryKey: storeKeys.stats(sellerSeq),
    queryData: { params: { seq: sellerSeq } },
    select: selectResponse,
  });
}
