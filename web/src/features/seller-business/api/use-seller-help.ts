import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, selectResponse, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { useSessionToken } from '@/lib/session/session';
import { sellerBusinessKeys } from './seller-business-keys';

export const SELLER_HELP_PAGE_SIZE = 10;

/** One page of the notices for sellers (GET /api/notice/seller). */
export function useSellerNotices({ page }: { page: number }, enabled = true) {
  const token = useSessionToken();
  const query = { page, size: SELLER_HELP_PAGE_SIZE };
  return useApiQuery(tsr.content.listSellerNotices, {
    queryKey: sellerBusinessKeys.notices(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One notice for sellers (GET /api/notice/seller/{seq}/view). */
export function useSellerNotice(seq: number, enabled = true) {
  const token = useSessionToken();
  return useApiQuery(tsr.seller.getSellerNotice, {
    queryKey: sellerBusinessKeys.notice(token, seq),
    queryData: { params: { seq } },
    select: selectResponse,
    enabled,
  });
}

/** One page of the guides for sellers (GET /api/seller/guide/list). */
export function useSellerGuides({ page }: { page: number }, enabled = true) {
  const token = useSessionToken();
  const query = { page, size: SELLER_HELP_PAGE_SIZE };
  return useApiQuery(tsr.seller.listSellerGuides, {
    queryKey: sellerBusinessKeys.guides(token, query),
    queryData: { query },
    select: selectPage,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One guide for sellers (GET /api/seller/guide/{seq}/view). */
export function useSellerGuide(seq: number, enabled = true) {
  const token = useSessionToken();
  return useApiQuery(tsr.seller.getSellerGuide, {
    queryKey: sellerBusinessKeys.guide(token, seq),
    queryData: { params: { seq } },
    select: selectResponse,
    enabled,
  });
}
