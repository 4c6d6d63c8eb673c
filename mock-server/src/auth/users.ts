/**
 * Who is calling: the token in header `api_key: Bearer <value>` resolved against the session's
 * token table and the world's users.
 *
 * - missing, unknown or revoked token, or a removed account: 401 UNAUTHENTICATED;
 * - token past `validUntil` on the session's clock: 401 TOKEN_EXPIRED;
 * - signed in without the role the route needs: 403 SELLER_ONLY or ADMIN_ONLY.
 *
 * Roles rank member < seller < admin ("that role at least", contract `RouteAuth`).
 */
import type { RouteAuth } from '@market/contract';
import { type UserRecord, findBySeq } from '@market/world';
import type { MockRequest } from '../pipeline/mock-request';
import { ApiFailure } from '../http/api-failure';
import type { Session, TokenRecord } from '../store/session';

export const AUTH_HEADER = 'api_key';

export type UserLevel = Extract<RouteAuth, 'member' | 'seller' | 'admin'>;

export type TokenCheck =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'valid'; token: TokenRecord; user: UserRecord };

/** The token value a request carries, without its `Bearer ` prefix, or null. */
export function tokenValueOf(request: MockRequest): string | null {
  const header = request.headers[AUTH_HEADER];
  if (typeof header !== 'string') return null;
  const value = header.replace(/^bearer\s+/i, '').trim();
  return value === '' ? null : value;
}

/**
 * A token value resolved in a session on its clock. Exported for the chat socket, whose token
 * arrives in a frame instead of a header but must mean exactly what it means over HTTP.
 */
export function checkTokenValue(session: Session, value: string | null): TokenCheck {
  if (value === null) return { kind: 'none' };
  const token = session.tokens.get(value);
  if (!token) return { kind: 'unknown' };
  if (token.validUntil !== null && session.clock.now() >= token.validUntil) {
    return { kind: 'expired' };
  }
  const user = findBySeq(session.world.users, token.userSeq);
  if (!user || user.removedAt !== null) return { kind: 'unknown' };
  return { kind: 'valid', token, user };
}

const checkToken = (request: MockRequest): TokenCheck =>
  checkTokenValue(request.session, tokenValueOf(request));

export function hasLevel(user: UserRecord, level: UserLevel): boolean {
  switch (level) {
    case 'member':
      return true;
    case 'seller':
      return user.roles.includes('SELLER') || user.roles.includes('ADMIN');
    case 'admin':
      return user.roles.includes('ADMIN');
  }
}

/** The signed-in user with at least `level`, or an ApiFailure (401 or 403). */
export function requireUser(request: MockRequest, level: UserLevel): UserRecord {
  const check = checkToken(request);
  switch (check.kind) {
    case 'none':
      throw new ApiFailure('UNAUTHENTICATED', 'Sign in first: send header api_key: Bearer <token>');
    case 'unknown':
      throw new ApiFailure('UNAUTHENTICATED', 'The token is not valid in this session');
    case 'expired':
      throw new ApiFailure('TOKEN_EXPIRED', 'The token has expired: sign in again');
    case 'valid':
      if (!hasLevel(check.user, level)) {
        throw level === 'admin'
          ? new ApiFailure('ADMIN_ONLY', 'Only administrators may do this')
          : new ApiFailure('SELLER_ONLY', 'Only sellers may do this');
      }
      request.authToken = check.token;
      return check.user;
  }
}

/**
 * The signed-in user, or null for a visitor. A stale or unknown token counts as a visitor: the
 * client discards expired tokens itself (SPEC §8), and public pages must not fail because of one.
 */
export function optionalUser(request: MockRequest): UserRecord | null {
  const check = checkToken(request);
  if (check.kind !== 'valid') return null;
  request.authToken = check.token;
  return check.user;
}
