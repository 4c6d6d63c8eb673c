import { selectResponse, tsr } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** Sales and refund counts per post type (GET /api/common/seller/{seq}/stats). */
export function useSellerStats(sellerSeq: number) {
  return tsr.catalogue.getSellerStats.useQuery({
    queryKey: storeKeys.stats(sellerSeq),
    queryData: { params: { seq: sellerSeq } },
    select: selectResponse,
  });
}
