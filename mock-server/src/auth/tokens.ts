/**
 * Sign-in tokens: opaque random values kept in the session's token table (a token issued in one
 * mock session means nothing in another, and a reset signs everyone out).
 *
 * Lifetime: domain's `tokenValidUntil` (SPEC §9): with stay-logged-in 90 days; without it
 * `validUntil` is null and the token lasts until sign-out or reset, as the browser keeps it only for
 * its own session. The moment of `validUntil` itself is already past, as domain's `isTokenUsable`.
 */
import { toDateTimeString, tokenValidUntil } from '@market/domain';
import { base64UrlOf } from '../store/random';
import type { Session, TokenRecord } from '../store/session';

/** The token as the contract's `AuthToken` shows it: `validUntil` is `yyyy-MM-dd HH:mm:ss` in Seoul. */
export interface IssuedToken {
  value: string;
  validUntil: string | null;
}

/** The token as the wire shows it. */
export function toAuthToken(token: TokenRecord): IssuedToken {
  return {
    value: token.value,
    validUntil: token.validUntil === null ? null : toDateTimeString(new Date(token.validUntil)),
  };
}

/** Issues a token for a user in a session and returns it as the wire shows it. */
export function issueToken(session: Session, userSeq: number, stayLoggedIn: boolean): IssuedToken {
  const now = session.clock.now();
  const token: TokenRecord = {
    value: base64UrlOf(session.randomBytes(24)),
    userSeq,
    issuedAt: now,
    validUntil: tokenValidUntil(stayLoggedIn, new Date(now))?.getTime() ?? null,
  };
  session.tokens.set(token.value, token);
  return toAuthToken(token);
}

/** Ends a token (sign-out). */
export function revokeToken(session: Session, value: string): void {
  session.tokens.delete(value);
}

/** Ends every token of a user (password reset, account removal). */
export function revokeUserTokens(session: Session, userSeq: number): void {
  for (const [value, token] of session.tokens) {
    if (token.userSeq === userSeq) session.tokens.delete(value);
  }
}
