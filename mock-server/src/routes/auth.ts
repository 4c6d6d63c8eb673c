/**
 * `contract.auth`: sign-in (e-mail and password, or Naver/Kakao through the simulated provider),
 * sign-up with the referral reward, sign-out, e-mail verification and password reset by codes
 * "sent" to the session's outbox, and identity verification through the simulated provider.
 * The outbox is read with `GET /__mock/outbox` (the `listOutbox` control action, provided here).
 */
import { type Session as WireSession, success } from '@market/contract';
import type { UserRecord } from '@market/world';
import { issueToken, revokeToken } from '../auth/tokens';
import { fail } from '../http/api-failure';
import { toUser } from '../mappers/user';
import { resetPasswordUrl, serverOriginOf, webOriginOf } from '../mappers/user-links';
import { wireDateTime } from '../mappers/wire';
import { accountState } from '../services/account-state';
import { confirmEmailCode, sendEmailCode } from '../services/account/email-verification';
import { requestPasswordReset, resetPassword } from '../services/account/password-reset';
import {
  IDENTITY_PROVIDER_PATH,
  serveIdentityProviderPage,
  startIdentityCheck,
  verifyIdentity,
} from '../services/identity-provider';
import { findOpenByEmail, signUpMember } from '../services/members';
import { snsMember } from '../services/sns-provider';
import type { Session } from '../store/session';
import type { MockRequest } from '../pipeline/mock-request';
import { defineResource } from './define-resource';

const done = { status: 200 as const, body: success({ done: true as const }) };

function signedIn(request: MockRequest, user: UserRecord, stayLoggedIn: boolean): WireSession {
  return { token: issueToken(request.session, user.seq, stayLoggedIn), user: toUser(user) };
}

function listOutbox(session: Session) {
  return accountState(session).outbox.map((message) => ({
    ...message,
    sentAt: new Date(message.sentAt).toISOString(),
  }));
}

export const authResource = defineResource('auth', (mock) => {
  mock.controlActions.provide('listOutbox', listOutbox);
  serveIdentityProviderPage(mock);

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
      const now = request.now;
      const user = signUpMember(request.world, body, now);
      return { status: 201, body: success(signedIn(request, user, false)) };
    },

    signOut: async ({ request }) => {
      revokeToken(request.session, request.authToken!.value);
      return done;
    },

    sendEmailVerification: async ({ body, request }) => {
      const { email, expiresAt } = sendEmailCode(request.session, body.email);
      return { status: 200, body: success({ email, expiresAt: wireDateTime(expiresAt) }) };
    },

    confirmEmailVerification: async ({ body, request }) => {
      const email = confirmEmailCode(request.session, body.email, body.code);
      return { status: 200, body: success({ email, verified: true as const }) };
    },

    requestPasswordRecovery: async ({ body, request }) => {
      const origin = webOriginOf(request);
      requestPasswordReset(request.session, body.email, (code) => resetPasswordUrl(origin, code));
      return done;
    },

    resetPassword: async ({ body, request }) => {
      resetPassword(request.session, body.code, body.password);
      return done;
    },

    startIdentityVerification: async ({ body, request }) => {
      const user = request.user;
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
      const verifiedAt = verifyIdentity(request.session, request.user.seq, body);
      return {
        status: 200,
        body: success({ verified: true as const, verifiedAt: wireDateTime(verifiedAt) }),
      };
    },
  };
});
