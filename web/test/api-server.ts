/**
 * A real HTTP server for component tests: it answers the contract's routes a test declares, and
 * only with answers the contract allows. Not a mock of our code: the app's client sends real
 * requests over a socket with fetch.
 *
 * A test declares answers under a route's signature as the contract writes it
 * (`'POST /api/seller/block'`, `'GET /api/seller/coupon/:seq/view'` for every seq) or under one
 * concrete path of a route (`'GET /api/seller/coupon/51/view'`): TypeScript refuses a key that
 * names no route, a status the route does not declare and a body that is not its response type. At run time every answer is parsed by the route's Zod schema for its status; an answer
 * that does not parse is refused (500) and recorded, and `serveApi` fails the test with the route,
 * the status and the Zod issues.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  contract,
  ErrorEnvelope,
  errorCatalogue,
  failure,
  listRoutes,
  routeSignature,
  success,
  successPage,
  type Contract,
  type ErrorCode,
  type Pagination,
} from '@market/contract';
import type { AppRoute, HTTPStatusCode, ParamsFromUrl, ServerInferResponses } from '@ts-rest/core';
import type { z, ZodTypeAny } from 'zod';
import { setApiBaseUrl } from '../src/lib/api-client';

export interface RecordedRequest {
  method: string;
  /** The path with its query, e.g. `/api/notice?page=2`. */
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Every route of the contract, as one union. */
type RouteIn<R> = R extends AppRoute ? R : { [K in keyof R]: RouteIn<R[K]> }[keyof R];
type ContractRoute = RouteIn<Contract>;

/** The contract's routes by signature: `METHOD /path` with ts-rest's `:param` placeholders. */
type RouteBySignature = { [R in ContractRoute as `${R['method']} ${R['path']}`]: R };
export type Signature = keyof RouteBySignature;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [Head, ...Segments<Tail>]
  : [P];
/** Whether a concrete path fits a route's path segment by segment, `:param` taking any one. */
type Fits<Route extends string[], Path extends string[]> = Route extends [
  infer R extends string,
  ...infer RouteTail extends string[],
]
  ? Path extends [infer P extends string, ...infer PathTail extends string[]]
    ? [
        R extends `:${string}` ? (P extends '' ? false : true) : P extends R ? true : false,
      ] extends [true]
      ? Fits<RouteTail, PathTail>
      : false
    : false
  : Path extends []
    ? true
    : false;
type RouteFitting<Key extends string, R = ContractRoute> = R extends AppRoute
  ? Fits<Segments<`${R['method']} ${R['path']}`>, Segments<Key>> extends true
    ? R
    : never
  : never;

/**
 * The route a test's key names: a signature of the contract (answering every value of its
 * parameters) or a concrete path of one route (`'GET /api/seller/coupon/51/view'`, answering only
 * that one). A key that names no route is `never`, so its handler does not compile.
 */
export type RouteOf<Key extends string> = Key extends Signature
  ? RouteBySignature[Key]
  : RouteFitting<Key>;

/**
 * Statuses any route may answer although no route declares them: the server's own faults. The
 * app must show them as errors like any other, so tests answer them too.
 */
const serverFaults = [500, 503] as const;
type ServerFault = { status: (typeof serverFaults)[number]; body: z.input<typeof ErrorEnvelope> };

/** An answer the contract allows for the route: a declared status with its response type. */
export type Reply<R extends AppRoute> =
  | ServerInferResponses<R, HTTPStatusCode, 'force'>
  | ServerFault
  | OffContract;

/** An answer the contract allows for the route a test's key names. */
export type ReplyTo<Key extends string> = Reply<RouteOf<Key>>;

/** What a handler is given: the recorded request and the route's path parameters. */
export type AnsweredRequest<R extends AppRoute> = RecordedRequest & {
  params: ParamsFromUrl<R['path']>;
};

export type Handler<R extends AppRoute> = (
  request: AnsweredRequest<R>,
) => Reply<R> | Promise<Reply<R>>;

/** A test's answers, each key checked against the contract and its handler typed by its route. */
export type Routes<Key extends string = string> = {
  [K in Key]: [RouteOf<K>] extends [never] ? never : Handler<RouteOf<K>>;
};

/** Answers declared apart from `serveApi` (shared by several files), checked the same way. */
export const answers = <Key extends string>(routes: Routes<Key>) => routes;

export const ok = <T>(response: T) => ({ status: 200 as const, body: success(response) });

export const created = <T>(response: T) => ({ status: 201 as const, body: success(response) });

export const okPage = <T>(items: T[], pagination: Pagination) => ({
  status: 200 as const,
  body: successPage(items, pagination),
});

/** The failure envelope of `code`, with the status the error catalogue gives that code. */
export const fail = <C extends ErrorCode>(code: C, message: string = code) => ({
  ...failure(code, message),
  status: errorCatalogue[code],
});

const offContract = Symbol('off contract');
interface OffContract {
  [offContract]: string;
  status: number;
  body: unknown;
}

/**
 * An answer no route may give, sent unchecked, for tests of how the client copes with a broken
 * server or proxy (an HTML error page, `success: false` under 200). `why` says what is tested.
 */
export function offContractReply(why: string, status: number, body: unknown): OffContract {
  return { [offContract]: why, status, body };
}

interface KnownRoute {
  signature: Signature;
  route: AppRoute;
  pattern: RegExp;
  paramNames: string[];
}

/** A literal segment beats a parameter (`/api/seller/coupon/list` before `/:seq`), as on the server. */
const knownRoutes: KnownRoute[] = listRoutes(contract)
  .map(({ route }) => {
    const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
    return {
      signature: routeSignature(route) as Signature,
      route,
      pattern: new RegExp(`^${source}$`),
      paramNames,
    };
  })
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

/** The contract's route a request reaches, with its path parameters; undefined for none. */
export function routeOf(method: string, pathname: string) {
  for (const known of knownRoutes) {
    if (known.route.method !== method) continue;
    const match = known.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      known.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
    return { known, params };
  }
  return undefined;
}

/** Why `reply` is not an answer the route allows, or null when it is. */
export function contractBreach(signature: Signature, reply: { status: number; body: unknown }) {
  const route = knownRoutes.find((known) => known.signature === signature)?.route;
  if (!route) return `${signature} is not a route of the contract`;
  const declared = Object.keys(route.responses).map(Number);
  const fault = (serverFaults as readonly number[]).includes(reply.status);
  const schema = fault
    ? ErrorEnvelope
    : (route.responses as Record<number, ZodTypeAny | undefined>)[reply.status];
  if (!schema) {
    return `${signature} answered ${reply.status}, a status the contract does not declare (it declares ${declared.join(', ')})`;
  }
  const parsed = schema.safeParse(reply.body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`,
  );
  return `${signature} answered ${reply.status} with a body the contract refuses:\n${issues.join('\n')}`;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type AnyHandler = (
  request: RecordedRequest & { params: Record<string, string> },
) => AnyReply | Promise<AnyReply>;
type AnyReply = { status: number; body: unknown } | OffContract;

async function answer(
  routes: Record<string, AnyHandler | undefined>,
  recorded: RecordedRequest,
  breaches: string[],
) {
  const { pathname } = new URL(recorded.path, 'http://localhost');
  const found = routeOf(recorded.method, pathname);
  // A concrete path answers before its route's signature (which answers every other value).
  const handler =
    found && (routes[`${recorded.method} ${pathname}`] ?? routes[found.known.signature]);
  if (!found || !handler) {
    return fail('ROUTE_NOT_FOUND', `No route ${recorded.method} ${pathname}`);
  }
  const reply = await handler({ ...recorded, params: found.params });
  if (offContract in reply) return reply;
  const breach = contractBreach(found.known.signature, reply);
  if (!breach) return reply;
  breaches.push(`${breach}\n  (request: ${recorded.method} ${recorded.path})`);
  return fail('INTERNAL_ERROR', `The test's answer breaks the contract: ${breach}`);
}

export interface ApiServer {
  url: string;
  requests: RecordedRequest[];
  /**
   * Throw, naming route, status and Zod issues, when an answer the contract refuses was asked
   * for since the last call (each such request was answered 500); then forget them.
   */
  assertContractKept: () => void;
  close: () => Promise<void>;
}

/** Start the server on a free port and point the app's API client at it. */
export async function startApiServer<Key extends string>(routes: Routes<Key>): Promise<ApiServer> {
  const requests: RecordedRequest[] = [];
  const breaches: string[] = [];
  const server = createServer(async (request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    // Each handler was checked against its own route where the test declared it.
    const reply = await answer(routes as unknown as Record<string, AnyHandler>, recorded, breaches);
    const raw = typeof reply.body === 'string';
    response.writeHead(reply.status, {
      'content-type': raw ? 'text/html' : 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(raw ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  setApiBaseUrl(url);
  return {
    url,
    requests,
    assertContractKept: () => {
      const refused = breaches.splice(0);
      if (refused.length) {
        throw new Error(`The test declared answers the contract refuses:\n${refused.join('\n')}`);
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
