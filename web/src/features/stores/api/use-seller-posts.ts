import { keepPreviousData } from '@tanstack/react-query';
import { selectPage, tsr } from '@/lib/api-client';
import { useApiQuery } from '@/lib/api-query';
import { storeKeys } from './store-keys';

/** Posts on one page of a store. */
export const STORE_POSTS_PAGE_SIZE = 12;

export interface SellerPostsFilter {
  page: number;
  /** '' for every post. */
  keyword: string;
}

/**
 * One page of a seller's posts, optionally matching a keyword (GET
 * /api/common/seller/{sellerSeq}/posts). The previous page stays on screen while the next loads.
 */
export function useSellerPosts(sellerSeq: number, { page, keyword }: SellerPostsFilter) {
  const query = {
    page,
    size: STORE_POSTS_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  };
  return useApiQuery(tsr.catalogue.listSellerPosts, {
    queryKey: storeKeys.posts(sellerSeq, query),
    queryData: { params: { sellerSeq }, query },
    select: selectPage,
    placeholderData: keepPreviousData,
  });
}
