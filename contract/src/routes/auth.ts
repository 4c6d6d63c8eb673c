/**
 * Sign-in, sign-up and the verifications around them. SPEC §7 names only the two sign-in calls;
 * the rest are what the screens of SPEC §2 and the failures of SPEC §8 need.
 */
import { c } from '../contract';
import { Done, errors, ok } from '../envelope';
import { meta } from '../meta';
import {
  ConfirmEmailBody,
  EmailBody,
  EmailVerificationSent,
  EmailVerified,
  IdentityCallbackBody,
  IdentityVerificationBody,
  IdentityVerificationStart,
  IdentityVerified,
  ResetPasswordBody,
  Session,
  SignInBody,
  SignUpBody,
  SnsSignInBody,
} from '../schemas/session';

export const authContract = c.router({
  signIn: {
    method: 'POST',
    path: '/api/auth',
    summary: 'Sign in with e-mail and password and receive a session token.',
    body: SignInBody,
    responses: { 200: ok(Session), ...errors(400, 401) },
    // Creates no lasting state the contract runner must avoid, so it counts as a read.
    metadata: meta('spec', 'public', { writes: false }),
  },
  signInWithSns: {
    method: 'POST',
    path: '/api/auth/sns',
    summary: 'Sign in with a Naver or Kakao authorisation code, creating the member on first use.',
    body: SnsSignInBody,
    responses: { 200: ok(Session), ...errors(400, 401) },
    metadata: meta('spec', 'public', { writes: true }),
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up',
    summary: 'Create a member account and sign it in.',
    body: SignUpBody,
    responses: { 201: ok(Session), ...errors(400, 409) },
    metadata: meta('assumed', 'public', { writes: true }),
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session of the token sent with the call.',
    body: c.noBody(),
    responses: { 200: Done, ...errors(400, 401) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/api/auth/email/verification',
    summary: 'Send a verification code to an e-mail address that is not yet registered.',
    body: EmailBody,
    responses: { 200: ok(EmailVerificationSent), ...errors(400, 409, 429) },
    metadata: meta('assumed', 'public', { writes: true }),
  },
  confirmEmailVerification: {
    method: 'POST',
    path: '/api/auth/email/verification/confirm',
    summary: 'Confirm the code sent to an e-mail address.',
    body: ConfirmEmailBody,
    responses: { 200: ok(EmailVerified), ...errors(400) },
    metadata: meta('assumed', 'public', { writes: true }),
  },
  requestPasswordRecovery: {
    method: 'POST',
    path: '/api/auth/password/recovery',
    // Answers the same for unknown addresses so that registered e-mails cannot be probed.
    summary: 'Send a password reset link to an e-mail address if it belongs to a member.',
    body: EmailBody,
    responses: { 200: Done, ...errors(400, 429) },
    metadata: meta('assumed', 'public', { writes: true }),
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/password/reset',
    summary: 'Set a new password with the code from the reset link.',
    body: ResetPasswordBody,
    responses: { 200: Done, ...errors(400) },
    metadata: meta('assumed', 'public', { writes: true }),
  },
  startIdentityVerification: {
    method: 'POST',
    path: '/api/auth/identity/start',
    summary: 'Start identity verification and get the provider address the browser goes to.',
    body: IdentityVerificationBody,
    responses: { 200: ok(IdentityVerificationStart), ...errors(400, 401, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
  completeIdentityVerification: {
    method: 'POST',
    path: '/api/auth/identity/callback',
    summary: 'Complete identity verification with the values the provider returned.',
    body: IdentityCallbackBody,
    responses: { 200: ok(IdentityVerified), ...errors(400, 401, 409) },
    metadata: meta('assumed', 'member', { writes: true }),
  },
});
