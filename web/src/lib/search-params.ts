/**
 * Search parameters of SPEC §2, validated where they are read: pages are whole numbers from 1, a
 * redirect is a path of this site or ''. Invalid values fall back instead of failing the page.
 */
import { parsePageParam, safeRedirect } from '@market/domain';
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

/** `/login?redirect=<path>`, the address guests are sent to from a private page. */
export function loginPathFor(currentAddress: string): string {
  const redirect = safeRedirect(currentAddress);
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** The current in-app address (path and query), as `redirect` values carry it. */
export function useCurrentAddress(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}
