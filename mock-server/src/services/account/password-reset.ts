/**
 * Password recovery: a reset link "sent" to the session's outbox (valid RESET_CODE_TTL_MS, only the
 * latest works, once), and the reset itself, which signs the member out everywhere.
 */
import { findBySeq } from '@market/world';
import { revokeUserTokens } from '../../auth/tokens';
import { ApiFailure } from '../../http/api-failure';
import { base64UrlOf } from '../../store/random';
import type { Session } from '../../store/session';
import { accountState } from '../account-state';
import { assertCanSendTo, countSendTo, sendMail } from '../mail-outbox';
import { findOpenByEmail } from '../members';

/** A password reset link works this long. */
export const RESET_CODE_TTL_MS = 30 * 60_000;

/**
 * Sends a reset link (`linkOf(code)`) to an open account's address. An unknown address is answered
 * the same and sent nothing, but counts towards the once-a-minute limit (429 RATE_LIMITED).
 */
export function requestPasswordReset(
  session: Session,
  email: string,
  linkOf: (code: string) => string,
): void {
  assertCanSendTo(session, email);
  const user = findOpenByEmail(session.world, email);
  if (!user) {
    countSendTo(session, email);
    return;
  }
  const { resetCodes } = accountState(session);
  // Only the latest link works.
  for (const [code, reset] of resetCodes) {
    if (reset.userSeq === user.seq) resetCodes.delete(code);
  }
  const code = base64UrlOf(session.randomBytes(24));
  resetCodes.set(code, {
    userSeq: user.seq,
    expiresAt: session.clock.now() + RESET_CODE_TTL_MS,
    usedAt: null,
  });
  sendMail(session, { to: user.email, kind: 'PASSWORD_RESET', code, link: linkOf(code) });
}

/** Sets a new password with a reset link's code: 400 RESET_CODE_INVALID for a used or old one. */
export function resetPassword(session: Session, code: string, password: string): void {
  const reset = accountState(session).resetCodes.get(code);
  const user = reset && findBySeq(session.world.users, reset.userSeq);
  if (!reset || !user || user.removedAt !== null || reset.usedAt !== null) {
    throw new ApiFailure('RESET_CODE_INVALID', 'This reset link is not valid: ask for a new one');
  }
  const now = session.clock.now();
  if (now >= reset.expiresAt) {
    throw new ApiFailure('RESET_CODE_INVALID', 'This reset link has expired: ask for a new one');
  }
  user.password = password;
  reset.usedAt = now;
  // Whoever knew the old password is signed out everywhere.
  revokeUserTokens(session, user.seq);
}
