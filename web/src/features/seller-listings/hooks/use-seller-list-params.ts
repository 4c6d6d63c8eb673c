/**
 * The console list's filters live in the address (SPEC §2): `?category=&keyword=&status=&page=`.
 * A status must be one of the type's filter words (domain's filter mappings), a page is >= 1.
 */
import {
  parsePageParam,
  SEARCH_KEYWORD_MAX_LENGTH,
  type PostType,
  type SubscriptionStatusFilter,
} from '@market/domain';
import { useSearchParams } from 'wouter';
import { parseSeqParam } from '@/lib/browser/search-params';
import { statusFiltersOf, type SellerListQuery } from '../api';

export function readSellerListParams(
  postType: PostType,
  params: URLSearchParams,
): Required<Pick<SellerListQuery, 'page'>> & SellerListQuery {
  const status = params.get('status');
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH);
  return {
    page: parsePageParam(params.get('page')),
    category: parseSeqParam(params.get('category')) ?? undefined,
    keyword: keyword || undefined,
    status:
      status && statusFiltersOf[postType].includes(status as SubscriptionStatusFilter)
        ? (status as SellerListQuery['status'])
        : undefined,
  };
}

export function useSellerListParams(postType: PostType): SellerListQuery {
  const [params] = useSearchParams();
  return readSellerListParams(postType, params);
}
