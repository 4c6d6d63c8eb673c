/**
 * Absolute links the server hands out to a member: the referral link, the password-reset link of an
 * e-mail, and the simulated identity provider. The contract wants absolute URLs, and the web app
 * may run on another origin than this server (the Vite proxy), so links to pages of the web app are
 * built on the origin the browser called from.
 */
import type { FastifyRequest } from 'fastify';

function originOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** This server's own origin as the caller reached it. */
export const serverOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The origin of the web app that made the call: its `Origin` header (sent with every POST), else
 * its `Referer`, else this server's own origin (a call from curl or a test).
 */
export function webOriginOf(request: FastifyRequest): string {
  return (
    originOf(request.headers.origin) ?? originOf(request.headers.referer) ?? serverOriginOf(request)
  );
}

export const referralUrl = (origin: string, code: string) =>
  `${origin}/create-account?referrer=${encodeURIComponent(code)}`;

export const resetPasswordUrl = (origin: string, code: string) =>
  `${origin}/reset-password?code=${encodeURIComponent(code)}`;
