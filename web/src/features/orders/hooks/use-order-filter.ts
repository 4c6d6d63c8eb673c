import { orderTypeFilters, parsePageParam, type OrderTypeFilter } from '@market/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseEnumParam, useUpdateSearchParams } from '@/lib/browser/search-params';
import type { OrdersFilter } from '../api/use-orders';

const ALL = 'all';
const choices = [ALL, ...orderTypeFilters] as const;

/**
 * The order list's filter, kept in the address (`?type=ecoupon&page=2`): an unknown type is every
 * type, an invalid page is 1. One reading for the list and its start-up prefetch.
 */
export function readOrderFilter(params: URLSearchParams): OrdersFilter {
  const chosen = parseEnumParam(params.get('type'), choices, ALL);
  return { page: parsePageParam(params.get('page')), type: chosen === ALL ? null : chosen };
}

/** The filter of the address, and `setType`, which starts again at page 1. */
export function useOrderFilter() {
  const [params] = useSearchParams();
  const { page, type } = readOrderFilter(params);
  const updateParams = useUpdateSearchParams();
  const setType = useCallback(
    (next: OrderTypeFilter | null) => updateParams({ type: next, page: null }),
    [updateParams],
  );
  return { page, type, setType };
}
