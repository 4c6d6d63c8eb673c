/**
 * E-mail verification before sign-up: a 6-digit code "sent" to the session's outbox, valid for
 * EMAIL_CODE_TTL_MS, confirmed once it matches.
 */
import { VERIFICATION_CODE_LENGTH } from '@market/domain';
import { ApiFailure } from '../../http/api-failure';
import { randomIntBelow } from '../../store/random';
import type { Session } from '../../store/session';
import { accountState } from '../account-state';
import { assertCanSendTo, sendMail } from '../mail-outbox';
import { findOpenByEmail } from '../members';

/** An e-mail verification code works this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;

/** Addresses compare trimmed and case-insensitively. */
export const emailKey = (email: string) => email.trim().toLowerCase();

const newEmailCode = (session: Session) =>
  String(randomIntBelow(session.randomBytes, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );

/**
 * Sends a new code to an address no open account uses (409 EMAIL_TAKEN), at most once a minute
 * (429 RATE_LIMITED); the latest code replaces any earlier one.
 */
export function sendEmailCode(session: Session, address: string) {
  const email = emailKey(address);
  if (findOpenByEmail(session.world, email)) {
    throw new ApiFailure('EMAIL_TAKEN', 'An account with this e-mail address exists already');
  }
  assertCanSendTo(session, email);
  const code = newEmailCode(session);
  const expiresAt = session.clock.now() + EMAIL_CODE_TTL_MS;
  accountState(session).emailCodes.set(email, { email, code, expiresAt, confirmedAt: null });
  sendMail(session, { to: email, kind: 'EMAIL_VERIFICATION', code, link: null });
  return { email, expiresAt };
}

/** Confirms the address with its latest code: 400 VERIFICATION_CODE_INVALID when wrong or expired. */
export function confirmEmailCode(session: Session, address: string, code: string): string {
  const email = emailKey(address);
  const sent = accountState(session).emailCodes.get(email);
  const now = session.clock.now();
  if (!sent || sent.code !== code.trim()) {
    throw new ApiFailure('VERIFICATION_CODE_INVALID', 'The verification code is wrong');
  }
  if (now >= sent.expiresAt) {
    throw new ApiFailure('VERIFICATION_CODE_INVALID', 'The verification code has expired');
  }
  sent.confirmedAt ??= now;
  return email;
}
