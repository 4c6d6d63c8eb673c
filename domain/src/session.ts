/**
 * Session and header rules that the web app applies in the browser (SPEC §2, §8, §9): token
 * lifetime, the cart badge, the top-bar notice, recent searches, the login redirect and page numbers.
 */
import {
  CART_BADGE_CAP,
  NOTICE_TITLE_MAX_LENGTH,
  SEARCH_HISTORY_MAX,
  TOKEN_LIFETIME_DAYS,
} from './constants';
import { isDateTimeString, parseDateTimeString, shiftMoment } from './dates';

/** When a token issued now stops being usable: 90 days with stay-logged-in, otherwise never (null). */
export function tokenValidUntil(stayLoggedIn: boolean, now: Date): Date | null {
  return stayLoggedIn ? shiftMoment(now, { days: TOKEN_LIFETIME_DAYS }) : null;
}

/** A stored token (SPEC §3: value and validUntil, both nullable). */
export interface StoredToken {
  value: string | null;
  /** A Date, a `yyyy-MM-dd HH:mm:ss` Seoul time or an ISO 8601 string; null means no expiry. */
  validUntil: Date | string | null;
}

function expiryOf(validUntil: Date | string): number {
  if (validUntil instanceof Date) return validUntil.getTime();
  if (isDateTimeString(validUntil)) return parseDateTimeString(validUntil).getTime();
  return Date.parse(validUntil);
}

/**
 * Whether a stored token may still be sent (SPEC §8: a token past validUntil is discarded). The
 * moment of validUntil itself is past. An unreadable validUntil is treated as past, so a corrupted
 * store signs the user out rather than sending a token forever.
 */
export function isTokenUsable(token: StoredToken | null | undefined, now: Date): boolean {
  if (!token?.value) return false;
  if (token.validUntil === null) return true;
  const expiry = expiryOf(token.validUntil);
  return !Number.isNaN(expiry) && now.getTime() < expiry;
}

/** The cart icon's badge: the count up to 98, `99+` from 99, nothing (empty) for an empty cart. */
export function cartBadgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count >= CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

const ELLIPSIS = '…';

/**
 * The top-bar notice title: at most 30 characters, then an ellipsis. Characters are code points, so
 * an emoji is never cut in half; trailing spaces before the ellipsis are dropped.
 */
export function truncateNoticeTitle(title: string): string {
  const characters = Array.from(title.trim());
  if (characters.length <= NOTICE_TITLE_MAX_LENGTH) return characters.join('');
  return characters.slice(0, NOTICE_TITLE_MAX_LENGTH).join('').trimEnd() + ELLIPSIS;
}

/**
 * Recent searches after searching for `keyword`: trimmed, newest first, each keyword once, at most
 * SEARCH_HISTORY_MAX. A blank keyword leaves the list as it was. The input list is not changed.
 */
export function pushSearchHistory(list: readonly string[], keyword: string): string[] {
  const trimmed = keyword.trim();
  if (!trimmed) return list.slice(0, SEARCH_HISTORY_MAX);
  return [trimmed, ...list.filter((entry) => entry !== trimmed)].slice(0, SEARCH_HISTORY_MAX);
}

/**
 * The redirect target after login, or '' when it is not a path of this site. Accepted: a string
 * starting with exactly one '/'. Refused: absolute URLs, protocol-relative `//host`, `/\host` (which
 * browsers read as `//host`), and any control character or backslash (browsers drop tabs and
 * newlines, so `/\t/host` would become `//host`).
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '';
  if (value.startsWith('//')) return '';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '';
  return value;
}

/** A page number from a URL: a whole number from 1 up (digits only), otherwise 1. */
export function parsePageParam(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : 1;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
