/**
 * The auth routes as the mock server answers them (same codes and statuses), for the component
 * tests of this feature over a real HTTP server (test/api-server.ts).
 */
import type { Session } from '@market/contract';
import { answers, created, fail, ok, type Routes } from '@test/api-server';
import { shellRoutes } from '@test/app-routes';
import { wireUser } from '@test/wire-data';

export const EMAIL_CODE = '123456';
export const TAKEN_EMAIL = 'taken@example.com';
export const LATE_TAKEN_EMAIL = 'late@example.com';
export const TAKEN_NICKNAME = '하늘';
export const KNOWN_REFERRER = 'SKY7';
export const RESET_CODE = 'reset-code-1';

export function session(overrides: Partial<Session['user']> = {}, token = 'new-token'): Session {
  return { token: { value: token, validUntil: null }, user: wireUser(overrides) };
}

type Body = Record<string, unknown>;

const authAnswers = answers({
  'POST /api/auth/email/verification': ({ body }) => {
    const { email } = body as { email: string };
    return email === TAKEN_EMAIL
      ? fail('EMAIL_TAKEN', 'An account with this e-mail address exists already')
      : ok({ email: email.toLowerCase(), expiresAt: '2026-03-02 10:10:00' });
  },
  'POST /api/auth/email/verification/confirm': ({ body }) => {
    const { email, code } = body as { email: string; code: string };
    return code === EMAIL_CODE
      ? ok({ email, verified: true })
      : fail('VERIFICATION_CODE_INVALID', 'The verification code is wrong');
  },
  'POST /api/auth/sign-up': ({ body }) => {
    const { email, nickname, referrerCode } = body as Body;
    if (email === LATE_TAKEN_EMAIL) return fail('EMAIL_TAKEN', 'Taken');
    if (nickname === TAKEN_NICKNAME) return fail('NICKNAME_TAKEN', 'This nickname is taken');
    if (referrerCode !== undefined && referrerCode !== KNOWN_REFERRER) {
      return fail('VALIDATION_FAILED', 'body.referrerCode: validation.referrer.invalid');
    }
    return created(session({ email: String(email), nickname: String(nickname) }));
  },
  'POST /api/auth/password/recovery': ({ body }) =>
    (body as Body).email === 'busy@example.com'
      ? fail('RATE_LIMITED', 'One message a minute')
      : ok({ done: true }),
  'POST /api/auth/password/reset': ({ body }) =>
    (body as Body).code === RESET_CODE
      ? ok({ done: true })
      : fail('RESET_CODE_INVALID', 'This reset link is not valid'),
});

/** The auth answers with a test's own: a test's answer to a route replaces the one above. */
export function authRoutes<Key extends string = never>(overrides?: Routes<Key>) {
  return shellRoutes({ ...authAnswers, ...overrides });
}
