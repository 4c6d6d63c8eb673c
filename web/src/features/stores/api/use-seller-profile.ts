import { selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { storeKeys } from './store-keys';

/** The seller a store page shows (GET /api/common/seller/{seq}/view); 404 for an unknown seller. */
export function useSellerProfile(sellerSeq: number) {
  return useApiQuery(tsr.catalogue.getSellerStore, {
    queryKey: storeKeys.profile(sellerSeq),
    queryData: { params: { seq: sellerSeq } },
    select: selectResponse,
  });
}
