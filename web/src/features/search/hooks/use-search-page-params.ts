/**
 * The search page's state in the address (SPEC §2: /search/{keyword} with type and subkeyword):
 * `?type=<subscription|ecoupon|digital-code|seller>&subkeyword=<text>&page=<n>`. Read values are
 * validated: an unknown type is the first one (subscription), the subkeyword is trimmed and cut to
 * the keyword length limit, the page is a whole number from 1.
 */
import {
  isOneOf,
  parsePageParam,
  SEARCH_KEYWORD_MAX_LENGTH,
  type SearchType,
  searchTypes,
} from '@market/domain';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'wouter';

export const DEFAULT_SEARCH_TYPE: SearchType = 'subscription';

/** The keyword of `/search/{keyword}`: decoded, trimmed, at most the length limit; '' if none. */
export function parseKeyword(raw: string | undefined): string {
  if (!raw) return '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // The router already decoded it and it holds a bare '%': keep it as it is.
  }
  return text.trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH);
}

export interface SearchPageParams {
  type: SearchType;
  subkeyword: string;
  page: number;
}

export function readSearchPageParams(params: URLSearchParams): SearchPageParams {
  const type = params.get('type');
  return {
    type: isOneOf(searchTypes, type) ? type : DEFAULT_SEARCH_TYPE,
    subkeyword: (params.get('subkeyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH),
    page: parsePageParam(params.get('page')),
  };
}

export function writeSearchPageParams(current: URLSearchParams, next: SearchPageParams) {
  const params = new URLSearchParams(current);
  if (next.type === DEFAULT_SEARCH_TYPE) params.delete('type');
  else params.set('type', next.type);
  if (next.subkeyword) params.set('subkeyword', next.subkeyword);
  else params.delete('subkeyword');
  if (next.page > 1) params.set('page', String(next.page));
  else params.delete('page');
  return params;
}

export function useSearchPageParams() {
  const routeParams = useParams<{ keyword?: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: (previous: SearchPageParams) => SearchPageParams) =>
      setSearchParams((params) =>
        writeSearchPageParams(params, change(readSearchPageParams(params))),
      ),
    [setSearchParams],
  );
  return {
    keyword: parseKeyword(routeParams.keyword),
    ...readSearchPageParams(searchParams),
    /** Another tab: its first page, the subkeyword kept. */
    setType: useCallback(
      (type: SearchType) => update((previous) => ({ ...previous, type, page: 1 })),
      [update],
    ),
    setSubkeyword: useCallback(
      (subkeyword: string) =>
        update((previous) => ({ ...previous, subkeyword: subkeyword.trim(), page: 1 })),
      [update],
    ),
  };
}
