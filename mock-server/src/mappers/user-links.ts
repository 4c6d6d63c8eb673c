/**
 * Absolute links the server hands out to a member: the referral link, the password-reset link of an
 * e-mail, and the simulated identity provider. The contract wants absolute URLs, and the web app
 * may run on another origin than this server (the Vite proxy), so links to pages of the web app are
 * built on the origin the browser called from.
 */
import type { MockRequest } from '../pipeline/mock-request';

/** What of a request says where the caller reached the mock. */
export type RequestOrigin = Pick<MockRequest, 'headers' | 'protocol' | 'host'>;

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
export const serverOriginOf = (request: RequestOrigin) => `${request.protocol}://${request.host}`;

/** The first of a header's values (a proxy chain adds its own after a comma). */
const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || null;

/**
 * The origin the browser called, for addresses of paths the web app's server proxies here
 * (`/uploads`, `/mock-images`): the proxy says it in X-Forwarded-Host and -Proto (Vite's `xfwd`), so
 * an uploaded image loads through the web server even when the browser cannot reach this port.
 * Called directly, this server's own origin. (Not for `/__mock` pages, which only the dev server
 * proxies: those stay on `serverOriginOf`.)
 */
export function publicOriginOf(request: RequestOrigin): string {
  const host = firstValue(request.headers['x-forwarded-host']);
  const proto = firstValue(request.headers['x-forwarded-proto']) ?? request.protocol;
  return (host && originOf(`${proto}://${host}`)) || serverOriginOf(request);
}

/**
 * The origin of the web app that made the call: its `Origin` header (sent with every POST), else
 * its `Referer`, else this server's own origin (a call from curl or a test).
 */
export function webOriginOf(request: RequestOrigin): string {
  return (
    originOf(request.headers.origin) ?? originOf(request.headers.referer) ?? serverOriginOf(request)
  );
}

export const referralUrl = (origin: string, code: string) =>
  `${origin}/create-account?referrer=${encodeURIComponent(code)}`;

export const resetPasswordUrl = (origin: string, code: string) =>
  `${origin}/reset-password?code=${encodeURIComponent(code)}`;
