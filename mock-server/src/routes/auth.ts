/**
 * `contract.auth`: sign-in (e-mail and password, or Naver/Kakao through the simulated provider),
 * sign-up with the referral reward, sign-out, e-mail verification and password reset by codes
 * "sent" to the session's outbox, and identity verification through the simulated provider.
 * The outbox is read with `GET /__mock/outbox` (the `listOutbox` control action, provided here).
 */
import { type Session as WireSession, success } from '@market/contract';
import { VERIFICATION_CODE_LENGTH } from '@market/domain';
import type { UserRecord } from '@market/fixtures';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/plugin';
import { issueToken, revokeToken, revokeUserTokens } from '../auth/tokens';
import { fail } from '../http/api-failure';
import { toUser } from '../mappers/user';
import { resetPasswordUrl, serverOriginOf, webOriginOf } from '../mappers/user-links';
import { wireDateTime } from '../mappers/wire';
import { accountState } from '../services/account-state';
import {
  IDENTITY_PROVIDER_PATH,
  completeIdentityCheck,
  registerIdentityProviderPage,
  startIdentityCheck,
} from '../services/identity-provider';
import { assertCanSendTo, countSendTo, sendMail } from '../services/mail-outbox';
import { findOpenByEmail, signUpMember } from '../services/members';
import { snsMember } from '../services/sns-provider';
import { randomIntBelow } from '../store/random';
import type { Session } from '../store/session';
import { defineResource } from './define-resource';

/** An e-mail verification code works this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** A password reset link works this long. */
export const RESET_CODE_TTL_MS = 30 * 60_000;

const done = { status: 200 as const, body: success({ done: true as const }) };

const emailKey = (email: string) => email.trim().toLowerCase();

function signedIn(request: FastifyRequest, user: UserRecord, stayLoggedIn: boolean): WireSession {
  return { token: issueToken(request.session, user.seq, stayLoggedIn), user: toUser(user) };
}

function listOutbox(session: Session) {
  return accountState(session).outbox.map((message) => ({
    ...message,
    sentAt: new Date(message.sentAt).toISOString(),
  }));
}

const newEmailCode = (session: Session) =>
  String(randomIntBelow(session.randomBytes, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );

export const authResource = defineResource('auth', (app) => {
  app.controlActions.provide('listOutbox', listOutbox);
  registerIdentityProviderPage(app);

  return {
    signIn: async ({ body, request }) => {
      const user = findOpenByEmail(request.world, body.email);
      // One answer for an unknown address, a wrong password and a removed account.
      if (!user || user.password !== body.password) {
        return fail('INVALID_CREDENTIALS', 'The e-mail address or the password is wrong');
      }
      return { status: 200, body: success(signedIn(request, user, body.stayLoggedIn)) };
    },

    signInWithSns: async ({ body, request }) => {
      const user = snsMember(request.session, body.provider, body.code);
      return { status: 200, body: success(signedIn(request, user, false)) };
    },

    signUp: async ({ body, request }) => {
      const now = request.clock.now();
      const user = signUpMember(request.world, body, now);
      return { status: 201, body: success(signedIn(request, user, false)) };
    },

    signOut: async ({ request }) => {
      revokeToken(request.session, request.authToken!.value);
      return done;
    },

    sendEmailVerification: async ({ body, request }) => {
      const email = emailKey(body.email);
      if (findOpenByEmail(request.world, email)) {
        return fail('EMAIL_TAKEN', 'An account with this e-mail address exists already');
      }
      assertCanSendTo(request.session, email);
      const code = newEmailCode(request.session);
      const expiresAt = request.clock.now() + EMAIL_CODE_TTL_MS;
      accountState(request.session).emailCodes.set(email, {
        email,
        code,
        expiresAt,
        confirmedAt: null,
      });
      sendMail(request.session, { to: email, kind: 'EMAIL_VERIFICATION', code, link: null });
      return { status: 200, body: success({ email, expiresAt: wireDateTime(expiresAt) }) };
    },

    confirmEmailVerification: async ({ body, request }) => {
      const email = emailKey(body.email);
      const sent = accountState(request.session).emailCodes.get(email);
      const now = request.clock.now();
      if (!sent || sent.code !== body.code.trim()) {
        return fail('VERIFICATION_CODE_INVALID', 'The verification code is wrong');
      }
      if (now >= sent.expiresAt) {
        return fail('VERIFICATION_CODE_INVALID', 'The verification code has expired');
      }
      sent.confirmedAt ??= now;
      return { status: 200, body: success({ email, verified: true as const }) };
    },

    requestPasswordRecovery: async ({ body, request }) => {
      const { session } = request;
      assertCanSendTo(session, body.email);
      const user = findOpenByEmail(request.world, body.email);
      if (!user) {
        countSendTo(session, body.email);
        return done;
      }
      const { resetCodes } = accountState(session);
      // Only the latest link works.
      for (const [code, reset] of resetCodes) {
        if (reset.userSeq === user.seq) resetCodes.delete(code);
      }
      const code = session.randomBytes(24).toString('base64url');
      resetCodes.set(code, {
        userSeq: user.seq,
        expiresAt: request.clock.now() + RESET_CODE_TTL_MS,
        usedAt: null,
      });
      sendMail(session, {
        to: user.email,
        kind: 'PASSWORD_RESET',
        code,
        link: resetPasswordUrl(webOriginOf(request), code),
      });
      return done;
    },

    resetPassword: async ({ body, request }) => {
      const reset = accountState(request.session).resetCodes.get(body.code);
      const user =
        reset && request.world.users.find((candidate) => candidate.seq === reset.userSeq);
      if (!reset || !user || user.removedAt !== null || reset.usedAt !== null) {
        return fail('RESET_CODE_INVALID', 'This reset link is not valid: ask for a new one');
      }
      if (request.clock.now() >= reset.expiresAt) {
        return fail('RESET_CODE_INVALID', 'This reset link has expired: ask for a new one');
      }
      user.password = body.password;
      reset.usedAt = request.clock.now();
      // Whoever knew the old password is signed out everywhere.
      revokeUserTokens(request.session, user.seq);
      return done;
    },

    startIdentityVerification: async ({ body, request }) => {
      const user = currentUser(request);
      if (user.verified) {
        return fail('IDENTITY_ALREADY_VERIFIED', 'Your identity is verified already');
      }
      const check = startIdentityCheck(request.session, {
        userSeq: user.seq,
        name: body.name,
        cellPhone: body.cellPhone,
        dateOfBirth: body.dateOfBirth,
        returnOrigin: webOriginOf(request),
      });
      const url = `${serverOriginOf(request)}${IDENTITY_PROVIDER_PATH}/${check.tokenVersionId}`;
      return { status: 200, body: success({ url, tokenVersionId: check.tokenVersionId }) };
    },

    completeIdentityVerification: async ({ body, request }) => {
      const user = currentUser(request);
      if (user.verified) {
        return fail('IDENTITY_ALREADY_VERIFIED', 'Your identity is verified already');
      }
      const claims = completeIdentityCheck(request.session, user.seq, body);
      user.verified = true;
      user.realName = claims.name;
      user.phone = claims.cellPhone;
      const verifiedAt = wireDateTime(request.clock.now());
      return { status: 200, body: success({ verified: true as const, verifiedAt }) };
    },
  };
});
