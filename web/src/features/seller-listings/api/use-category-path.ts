import type { PostType } from '@market/domain';
import { selectResponse, tsr } from '../../../lib/api-client';
import { sellerListingKeys } from './seller-listing-keys';

/**
 * One level of a post type's category tree (GET /api/common/category/hierarchy): its children and
 * the path above it, which is how a saved post's leaf category finds its parents.
 */
export function useCategoryLevel(postType: PostType, parentSeq: number | null, enabled = true) {
  return tsr.catalogue.getCategoryLevel.useQuery({
    queryKey: sellerListingKeys.categoryLevel(postType, parentSeq),
    queryData: { query: parentSeq === null ? { postType } : { postType, parentSeq } },
    select: selectResponse,
    enabled,
    staleTime: Infinity,
  });
}
