/**
 * The one API client: ts-rest's TanStack Query integration over the contract. Every call goes
 * through `envelopeFetcher`, which
 * - adds `api_key: Bearer <token>` when a session is stored (SPEC §7),
 * - unwraps the envelope: a non-2xx status or `success: false` raises an `ApiError` with the
 *   server's `code`, `message` and the HTTP status, so a resolved call always holds a success body,
 * - on a 401 to a call that carried a token, clears the session and sends the user to sign in
 *   (`/login?redirect=<current address>`),
 * - reports every write it made to `lib/data-changes.ts`, whose handler marks stale what the write
 *   changed (app/stale-after-change.ts): mutation hooks never refresh anything themselves.
 *
 * Feature hooks read through `useApiQuery(tsr.<resource>.<route>, ...)` (lib/api-query.ts) with a
 * query-key factory and `selectResponse` / `selectPage`, and write with
 * `tsr.<resource>.<route>.useMutation` (see features/notices/api/).
 */
import type { Contract } from '@market/contract';
import { tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { ApiError, type ApiErrorCode } from './api/api-error';
import { reportDataChange, type WriteRoute } from './data-changes';
import { env } from './env';
import { loginPathFor } from './addresses';
import { contractRoutes } from './api/contract-routes';
import { clearSession, getToken } from './session/session-store';

/** Typed by the real contract; at run time only methods and paths are read (contract-routes.ts). */
const contract = contractRoutes as Contract;

/** Each write route (the very object ts-rest hands the fetcher as `route`) by its contract name. */
const writeRouteNames = new Map<unknown, WriteRoute>(
  Object.entries(contract).flatMap(([resource, routes]) =>
    Object.entries(routes as Record<string, { method: string }>)
      .filter(([, route]) => route.method !== 'GET')
      .map(([name, route]) => [route, `${resource}.${name}` as WriteRoute] as const),
  ),
);

/**
 * Whether a write's answer says the data it touches is not what the screens show: it was carried
 * out, or refused because of how things stand now (403, 404, 409: sold meanwhile, already decided,
 * blocked). A malformed request (400), an unknown session (401) or no answer at all says nothing.
 */
const changesData = (failure: ApiError | null) =>
  failure === null || [403, 404, 409].includes(failure.status);

type UnauthorizedHandler = () => void;

/** Until the router registers its own handler (AuthRedirect), go to /login with a full load. */
const browserUnauthorizedHandler: UnauthorizedHandler = () => {
  const { pathname, search } = window.location;
  window.location.assign(loginPathFor(pathname + search));
};

let onUnauthorized: UnauthorizedHandler = browserUnauthorizedHandler;

/** The router registers how to reach /login (so that tests with a memory location work too). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler ?? browserUnauthorizedHandler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError a response stands for, or null when it is a success envelope. */
export function envelopeFailure(status: number, body: unknown): ApiError | null {
  const envelope = isRecord(body) && typeof body.success === 'boolean' ? body : null;
  const ok = status >= 200 && status < 300;
  if (ok && envelope?.success === true) return null;

  const error = envelope && isRecord(envelope.error) ? envelope.error : null;
  if (error && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : '';
    return new ApiError(error.code as ApiErrorCode, message, status);
  }
  return new ApiError(
    'UNEXPECTED_RESPONSE',
    ok ? 'The answer is not an API envelope' : `HTTP ${status}`,
    status,
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export const envelopeFetcher: ApiFetcher = async (args) => {
  const token = getToken();
  const headers = token ? { ...args.headers, api_key: `Bearer ${token}` } : args.headers;

  let result: Awaited<ReturnType<ApiFetcher>>;
  try {
    result = await tsRestFetchApi({ ...args, headers });
  } catch (error) {
    // Cancelled queries must stay cancellations for TanStack Query.
    if (isAbort(error)) throw error;
    throw new ApiError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
  }

  const failure = envelopeFailure(result.status, result.body);
  const write = writeRouteNames.get(args.route);
  if (write && changesData(failure)) await reportDataChange(write);
  if (failure) {
    // A 401 without a token is a sign-in failure (wrong password), not an expired session; and
    // signing out must not bounce the user to /login?redirect=….
    if (failure.status === 401 && token && args.route !== contract.auth.signOut) {
      clearSession();
      onUnauthorized();
    }
    throw failure;
  }
  return result;
};

let baseUrl = env.apiBaseUrl;

/** Point the client at another API origin (tests start their own HTTP server). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

export const clientArgs = {
  // A getter: ts-rest spreads the arguments on every call, so a changed base URL applies at once.
  get baseUrl() {
    return baseUrl;
  },
  baseHeaders: {},
  api: envelopeFetcher,
  validateResponse: false,
};

export const tsr = initTsrReactQuery(contract, clientArgs);

/** A success answer of a route: the only kind `envelopeFetcher` lets through. */
type Success<T> = Extract<T, { status: 200 | 201 }>;

/**
 * The answer of a plain `.query()` / `.mutate()` call typed as what it is: a success, since the
 * fetcher raises every failure as an ApiError (so checking `status` again could never fail).
 */
export function successOf<T extends { status: number }>(result: T): Success<T> {
  return result as Success<T>;
}

type SuccessBody = { body: { response: unknown } };
type PageBody = { body: { response: unknown[]; pagination: unknown } };

/** `select` for a query: the envelope's payload. */
export function selectResponse<T extends SuccessBody>(result: T): T['body']['response'] {
  return result.body.response;
}

/** `select` for a paged query: the items and the pagination together. */
export function selectPage<T extends PageBody>(
  result: T,
): { items: T['body']['response']; pagination: T['body']['pagination'] } {
  return { items: result.body.response, pagination: result.body.pagination };
}
