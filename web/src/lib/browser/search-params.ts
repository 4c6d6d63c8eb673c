/**
 * Search parameters of SPEC §2, validated where they are read: pages are whole numbers from 1, a
 * redirect is a path of this site or ''. Invalid values fall back instead of failing the page.
 */
import { isOneOf, parsePageParam, safeRedirect, SEARCH_KEYWORD_MAX_LENGTH } from '@market/domain';
import { useCallback } from 'react';
import { useLocation, useSearch, useSearchParams } from 'wouter';

/** `?page=` as a number ≥ 1 (1 when absent or invalid). */
export function usePageParam(name = 'page'): number {
  const [params] = useSearchParams();
  return parsePageParam(params.get(name));
}

/** `?redirect=` as a safe in-site path, or ''. */
export function useRedirectParam(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}

/** A string parameter, or '' when absent. */
export function useStringParam(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}

/** `?keyword=` trimmed and cut to the longest keyword the API accepts, or ''. */
export function useKeywordParam(name = 'keyword'): string {
  const [params] = useSearchParams();
  return (params.get(name) ?? '').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH);
}

/** A parameter that must be one of `values` (a filter word such as `tone`); anything else is `fallback`. */
export function useEnumParam<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const [params] = useSearchParams();
  return parseEnumParam(params.get(name), values, fallback);
}

/** One of `values`, or `fallback` for anything else (absent included). */
export function parseEnumParam<T extends string>(
  value: string | null,
  values: readonly T[],
  fallback: T,
): T {
  return isOneOf(values, value) ? value : fallback;
}

/** An id (`{postSeq}` of an address, `?category=`): digits only, a whole number from 1; otherwise null. */
export function parseSeqParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return null;
  const seq = Number(value);
  return Number.isSafeInteger(seq) && seq >= 1 ? seq : null;
}

/** A positive whole-number id parameter (`?activeItem=12`), or null when absent or invalid. */
export function useSeqParam(name: string): number | null {
  const [params] = useSearchParams();
  return parseSeqParam(params.get(name));
}

export type SearchParamChanges = Record<string, string | number | null | undefined>;

/**
 * Change some search parameters of the current address and keep the others; null, undefined and
 * '' remove a parameter. Filters call it with `page: null`, so a new filter starts at page 1.
 */
export function useUpdateSearchParams(): (
  changes: SearchParamChanges,
  options?: { replace?: boolean },
) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes, options) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      }, options),
    [setParams],
  );
}

/** The current in-app address (path and query), as `redirect` values carry it. */
export function useCurrentAddress(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}
