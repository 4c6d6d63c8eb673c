import { OrderTypeFilter } from '@market/domain';
import { useCallback } from 'react';
import { useEnumParam, usePageParam, useUpdateSearchParams } from '../../../lib/search-params';

const ALL = 'all';
const choices = [ALL, ...OrderTypeFilter.options] as const;

/**
 * The order list's filter, kept in the address (`?type=ecoupon&page=2`): an unknown type is every
 * type, an invalid page is 1. Choosing a type starts again at page 1.
 */
export function useOrderFilter() {
  const page = usePageParam();
  const chosen = useEnumParam('type', choices, ALL);
  const type: OrderTypeFilter | null = chosen === ALL ? null : chosen;
  const updateParams = useUpdateSearchParams();
  const setType = useCallback(
    (next: OrderTypeFilter | null) => updateParams({ type: next, page: null }),
    [updateParams],
  );
  return { page, type, setType };
}
