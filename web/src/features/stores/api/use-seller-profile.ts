import { selectResponse, tsr } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** The seller a store page shows (GET /api/common/seller/{seq}/view); 404 for an unknown seller. */
export function useSellerProfile(sellerSeq: number) {
  return tsr.catalogue.getSellerStore.useQuery({
    queryKey: storeKeys.profile(sellerSeq),
    queryData: { params: { seq: sellerSeq } },
    select: selectResponse,
  });
}
