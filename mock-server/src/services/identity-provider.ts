/**
 * The simulated identity-verification provider (the Korean mobile-phone check). The member starts a
 * check, the browser goes to the provider's page, and the provider sends it back to the web app's
 * `/verify-user/callback` with three values:
 *
 * - `token_version_id`: the check's id, handed out when it started;
 * - `enc_data`: the confirmed identity (user seq, a one-time nonce, name, phone, birth date), as
 *   base64url JSON (a real provider encrypts it; here it only needs to be tamper-evident);
 * - `integrity_value`: HMAC-SHA256 of `token_version_id.enc_data` under the session's secret.
 *
 * The callback is accepted only if the HMAC matches, the check is pending and unexpired, and the
 * claims name the caller and the check's nonce; each check can complete once.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64urlnopad } from '@scure/base';
import { type MockServices, redirectAnswer } from '../pipeline/services';
import { ApiFailure } from '../http/api-failure';
import { userOf } from './members';
import { base64UrlOf, hexOf } from '../store/random';
import type { Session } from '../store/session';
import { type PendingIdentityCheck, accountState } from './account-state';

/** How long the member has to finish at the provider. */
export const IDENTITY_CHECK_TTL_MS = 10 * 60_000;
/** The provider's page on this server; the browser is sent here and on to the web app. */
export const IDENTITY_PROVIDER_PATH = '/__mock/identity-provider';

export interface IdentityClaims {
  userSeq: number;
  nonce: string;
  name: string;
  cellPhone: string;
  dateOfBirth: string;
}

export interface IdentityReturn {
  encData: string;
  integrityValue: string;
  tokenVersionId: string;
}

const sign = (secret: Uint8Array, tokenVersionId: string, encData: string) =>
  base64urlnopad.encode(hmac(sha256, secret, utf8ToBytes(`${tokenVersionId}.${encData}`)));

/** Whether two strings are equal, in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Starts a check for a member; an earlier unfinished check of theirs is dropped. */
export function startIdentityCheck(
  session: Session,
  input: Omit<PendingIdentityCheck, 'tokenVersionId' | 'nonce' | 'expiresAt'>,
): PendingIdentityCheck {
  const { identityChecks } = accountState(session);
  for (const [id, check] of identityChecks) {
    if (check.userSeq === input.userSeq) identityChecks.delete(id);
  }
  const check: PendingIdentityCheck = {
    ...input,
    tokenVersionId: hexOf(session.randomBytes(12)),
    nonce: base64UrlOf(session.randomBytes(12)),
    expiresAt: session.clock.now() + IDENTITY_CHECK_TTL_MS,
  };
  identityChecks.set(check.tokenVersionId, check);
  return check;
}

/** The three values the provider returns for a check, signed. */
export function providerReturnValues(
  session: Session,
  check: PendingIdentityCheck,
): IdentityReturn {
  const claims: IdentityClaims = {
    userSeq: check.userSeq,
    nonce: check.nonce,
    name: check.name,
    cellPhone: check.cellPhone,
    dateOfBirth: check.dateOfBirth,
  };
  const encData = base64urlnopad.encode(utf8ToBytes(JSON.stringify(claims)));
  return {
    encData,
    integrityValue: sign(accountState(session).secret, check.tokenVersionId, encData),
    tokenVersionId: check.tokenVersionId,
  };
}

/** Where the provider sends the browser back to: the web app's callback page. */
export function callbackUrl(check: PendingIdentityCheck, values: IdentityReturn): string {
  const query = new URLSearchParams({
    enc_data: values.encData,
    integrity_value: values.integrityValue,
    token_version_id: values.tokenVersionId,
  });
  return `${check.returnOrigin}/verify-user/callback?${query}`;
}

const refuse = (why: string) =>
  new ApiFailure('VERIFICATION_FAILED', `Identity check failed: ${why}`);

function decodeClaims(encData: string): Partial<IdentityClaims> {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(encData)));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<IdentityClaims>) : {};
  } catch {
    return {};
  }
}

/**
 * Checks what the browser brought back for the member `userSeq` and ends the check. Throws 400
 * VERIFICATION_FAILED for anything forged, replayed, expired or meant for someone else.
 */
export function completeIdentityCheck(
  session: Session,
  userSeq: number,
  values: IdentityReturn,
): IdentityClaims {
  const { identityChecks, secret } = accountState(session);
  const check = identityChecks.get(values.tokenVersionId);
  if (!check) throw refuse('unknown or already used token_version_id');

  if (!sameText(sign(secret, check.tokenVersionId, values.encData), values.integrityValue)) {
    throw refuse('integrity_value does not match enc_data');
  }
  if (session.clock.now() >= check.expiresAt) {
    identityChecks.delete(check.tokenVersionId);
    throw refuse('the check expired; start again');
  }
  const claims = decodeClaims(values.encData);
  if (claims.userSeq !== userSeq || check.userSeq !== userSeq || claims.nonce !== check.nonce) {
    throw refuse('the check belongs to another session');
  }
  identityChecks.delete(check.tokenVersionId);
  return {
    userSeq,
    nonce: check.nonce,
    name: String(claims.name ?? check.name),
    cellPhone: String(claims.cellPhone ?? check.cellPhone),
    dateOfBirth: String(claims.dateOfBirth ?? check.dateOfBirth),
  };
}

/**
 * Marks the member identity-verified with the name and phone the provider confirmed: 409
 * IDENTITY_ALREADY_VERIFIED once verified, 400 VERIFICATION_FAILED for a return that does not hold
 * (completeIdentityCheck).
 */
export function verifyIdentity(session: Session, userSeq: number, values: IdentityReturn): number {
  const user = userOf(session.world, userSeq);
  if (user.verified) {
    throw new ApiFailure('IDENTITY_ALREADY_VERIFIED', 'Your identity is verified already');
  }
  const claims = completeIdentityCheck(session, userSeq, values);
  user.verified = true;
  user.realName = claims.name;
  user.phone = claims.cellPhone;
  return session.clock.now();
}

/**
 * The provider's page: `GET /__mock/identity-provider/:tokenVersionId` sends the browser straight
 * back to the web app's callback with the signed values (the member "passes" at once). Not part of
 * the product contract; like the control API it is never faulted.
 */
export function serveIdentityProviderPage(mock: MockServices): void {
  mock.serveFiles(`${IDENTITY_PROVIDER_PATH}/:tokenVersionId`, (request) => {
    const check = accountState(request.session).identityChecks.get(request.params.tokenVersionId!);
    if (!check || request.now >= check.expiresAt) {
      throw new ApiFailure('NOT_FOUND', 'No identity check under way with this id');
    }
    return redirectAnswer(callbackUrl(check, providerReturnValues(request.session, check)));
  });
}
