/**
 * What the mock's pipeline takes and gives (decision 041): a request as any host can describe it
 * (Fastify in Node, MSW in a browser, a test calling it directly) and the answer the host then
 * writes out. Nothing here knows HTTP's wire format, sockets or Node.
 */
import type { RouteAuth } from '@market/contract';
import type { UserRecord, World } from '@market/world';
import type { ErrorCode } from '@market/contract';
import type { Clock } from '../store/clock';
import type { Session, TokenRecord } from '../store/session';

/** Header names lower-case, as HTTP/2 and Node's parser give them. */
export type MockHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * What the host made of the request's body. Parsing is the host's (Fastify's JSON parser, or
 * `JSON.parse` in the fetch host), but a body the host could not read is reported here rather than
 * answered at once, so that every host refuses it at the same step: after the session, the faults
 * and authentication, as Fastify always did.
 */
export type BodyInput =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'unreadable'; readonly code: ErrorCode; readonly message: string };

export const NO_BODY: BodyInput = { kind: 'none' };

/** The logger a host lends the pipeline (pino's shape: an object of fields, then a message). */
export interface MockLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const SILENT_LOG: MockLog = { info() {}, warn() {}, error() {} };

/** A request as a host hands it to `Mock.handle`. */
export interface IncomingRequest {
  /** Upper case. */
  readonly method: string;
  /** Path and query as sent, e.g. `/api/cp?page=2`. */
  readonly url: string;
  readonly headers: MockHeaders;
  readonly body: BodyInput;
  /** `http` or `https`, as the caller reached the host. */
  readonly protocol: string;
  /** The host (and port) the caller reached, for the absolute links the mock hands out. */
  readonly host: string;
  readonly log?: MockLog;
}

/**
 * The request as handlers see it: the incoming request, plus what the pipeline resolved before the
 * handler ran (session, caller, route). `world`, `clock` are the session's.
 */
export interface MockRequest {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly headers: MockHeaders;
  readonly query: Readonly<Record<string, string | string[]>>;
  readonly params: Readonly<Record<string, string>>;
  readonly protocol: string;
  readonly host: string;
  readonly log: MockLog;
  /** The caller's session; the control API's reset replaces it. */
  session: Session;
  readonly world: World;
  readonly clock: Clock;
  /**
   * The request's moment on the session's clock (epoch ms), read once: every rule of one request
   * sees the same time, even on a running clock. (The control API moves `clock` itself.)
   */
  readonly now: number;
  /** The caller as the route's `metadata.auth` resolved it; null for visitors. */
  user: UserRecord | null;
  /** The token the caller signed in with (for sign-out); null for visitors. */
  authToken: TokenRecord | null;
  /** The matched route's `metadata.auth`; undefined off the product contract (control API, files). */
  readonly auth: RouteAuth | undefined;
}

/** The request of a route whose contract demands a signed-in caller: `user` is set. */
export type SignedInRequest = MockRequest & { user: UserRecord };

/** Headers a handler adds to its answer (`reply.header('idempotent-replayed', 'true')`). */
export interface MockReply {
  header(name: string, value: string): MockReply;
}

/** The pipeline's answer. `body` is a JSON value, text, bytes, or nothing (204, HEAD). */
export interface MockAnswer {
  status: number;
  headers: Record<string, string>;
  body:
    | { readonly kind: 'json'; readonly value: unknown }
    | { readonly kind: 'text'; readonly value: string }
    | { readonly kind: 'bytes'; readonly value: Uint8Array }
    | { readonly kind: 'none' };
}
