import type { PostType } from '@market/domain';
import type { QueryClient } from '@tanstack/react-query';
import { selectResponse, tsr } from '@/lib/api-client';
import { prefetchApiQuery, useApiQuery } from '@/lib/api-query';
import { categoryLevelKeys } from './category-level-keys';

/** The call of one level: its key and its request, for the hook and its prefetch. */
function levelCall(postType: PostType, parentSeq: number | null) {
  const query = parentSeq === null ? { postType } : { postType, parentSeq };
  return { queryKey: categoryLevelKeys.level(postType, parentSeq), queryData: { query } };
}

/**
 * One level of a post type's category tree, for the public filters and the seller's forms alike
 * (GET /api/common/category/hierarchy): the top level when `parentSeq` is null, else the children
 * of that category. Disabled with `enabled: false` (no category chosen, so no subcategories to
 * show).
 */
export function useCategoryLevel(
  postType: PostType,
  parentSeq: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useApiQuery(tsr.catalogue.getCategoryLevel, {
    ...levelCall(postType, parentSeq),
    select: selectResponse,
    enabled,
    // Categories change rarely: keep them for the visit.
    staleTime: Infinity,
  });
}

/** The same call, started before a list page's first render (its category chips). */
export function prefetchCategoryLevel(
  queryClient: QueryClient,
  postType: PostType,
  parentSeq: number | null,
): Promise<void> {
  return prefetchApiQuery(
    queryClient,
    tsr.catalogue.getCategoryLevel,
    levelCall(postType, parentSeq),
  );
}
