import type { SellerSearchQuery } from '@market/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { searchKeys } from './search-keys';

/** One page of sellers whose nickname matches a keyword (GET /api/common/seller/search). */
export function useSellerSearch(query: SellerSearchQuery, { enabled = true } = {}) {
  return useApiQuery(tsr.catalogue.searchSellers, {
    queryKey: searchKeys.sellers(query),
    queryData: { query },
    select: selectPage,
    enabled,
    placeholderData: keepPreviousData,
  });
}
