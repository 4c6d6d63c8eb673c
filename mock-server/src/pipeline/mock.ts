/**
 * The mock itself, host-neutral (decision 041): `createMock(options)` builds the store, the chat hub
 * and the route table once, and `mock.handle(request)` answers one request. Fastify hosts it in
 * Node (hosts/fastify.ts), MSW in a browser or a test process (hosts/fetch.ts through
 * browser/worker.ts); both hand over the same `IncomingRequest` and write out the same answer.
 *
 * A request goes through these steps, in this order (each failure answers in the envelope):
 *
 * 1. route lookup (a path that is not valid URL encoding, or an over-long parameter: 400);
 * 2. the session (`x-mock-session`);
 * 3. the session's injected faults (never on the control API): latency, then a failure;
 * 4. no route: 404 ROUTE_NOT_FOUND, or 405 METHOD_NOT_ALLOWED with `Allow`;
 * 5. the route's `metadata.auth` (401, 403), `request.user` for the handler;
 * 6. the body the host could not read (400 MALFORMED_JSON, 413, 415);
 * 7. the contract's schemas (query parameters the route does not list included): 400;
 * 8. a writing request opens its transaction; purchases that fell due are confirmed;
 * 9. the handler;
 * 10. with `validateResponses`, the answer against the contract (a breach is a logged 500);
 * 11. the transaction ends: rolled back for an answer of 400 or more, else committed, and a commit
 *     its checks refuse becomes a 500 with nothing changed;
 * 12. while the session records (`/__mock/journal`), the request and its answer are kept.
 *
 * The transaction holds because no handler gives the event loop away between its first write and
 * its answer (none awaits): no other request can write while the journal is open.
 */
import { DEFAULT_NOW, type World } from '@market/world';
import { type ErrorCode, failure } from '@market/contract';
import { generateWorld } from '@market/fixtures';
import {
  type AppRoute,
  ResponseValidationError,
  checkZodSchema,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  validateResponse,
} from '@ts-rest/core';
import { optionalUser, requireUser } from '../auth/users';
import { ControlActionRegistry } from '../control/actions';
import { controlResource } from '../control/handlers';
import { isControlPath } from '../control/paths';
import { isApiFailure } from '../http/api-failure';
import { TransportFailure } from '../http/transport-failure';
import { type RequestIssues, describeRequestIssues } from '../http/validation-message';
import { resourceModules } from '../routes';
import type { ResourceModule } from '../routes/define-resource';
import { serveMockImages } from '../routes/mock-images';
import {
  type AccountStateSnapshot,
  restoreAccountState,
  snapshotAccountState,
} from '../services/account-state';
import { ChatHub } from '../services/chat/hub';
// Every index is defined before the first request (services/indexes.ts says why).
import '../services/indexes';
import { assertMoneyInvariants, checkMoneyOnCommit } from '../services/money-invariants';
import { settleDueBeforeHandler } from '../services/orders/settle-due-orders';
import type { ClockMode } from '../store/clock';
import type { RandomSource } from '../store/random';
import { RequestJournal, journalHeaders } from '../store/request-journal';
import { DEFAULT_SESSION_ID, sessionIdFrom } from '../store/session';
import type { OpenTransaction } from '../store/transaction';
import { WorldStore } from '../store/world-store';
import { type SessionSnapshot, snapshotSession } from '../store/world-snapshot';
import {
  type IncomingRequest,
  type MockAnswer,
  type MockReply,
  type MockRequest,
  SILENT_LOG,
} from './mock-request';
import { Router } from './router';
import type { FileHandler, MockConfig, MockServices } from './services';
import { unknownQueryNames } from './unknown-query';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_MAX_SESSIONS = 32;

export interface MockOptions {
  /** Seed of the generated world: same seed, same world. */
  seed: number;
  size: MockConfig['size'];
  /**
   * The world's reference time (epoch ms or a Date); every generated date is relative to it.
   * Defaults to the world's DEFAULT_NOW, so that a seed means the same world on every boot.
   */
  now?: number | Date;
  /** Validate every answer against the contract (tests): a broken answer becomes a logged 500. Default false. */
  validateResponses?: boolean;
  /** `frozen` (default): a world's time moves only through the control API. `running`: it also follows real time. */
  clockMode?: ClockMode;
  /** `crypto` (default): tokens and codes from the system's random bytes. `seeded`: the same on every run (recordings). */
  random?: RandomSource;
  /** Sessions kept open at most before the least recently used is dropped. Default 32. */
  maxSessions?: number;
  /** Largest accepted request body in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /** A world already generated with this seed, size and time, to skip generating it again (tests, benchmarks, a saved world). */
  world?: World;
  /**
   * Check every money invariant over the whole world before each commit, besides the check of what
   * the change touched (decision 039): a cost that grows with the world, for hunting a bug. Default false.
   */
  checkWholeWorld?: boolean;
  /** The resource modules to serve; default all of `routes/index.ts` (tests of the bare infrastructure pass []). */
  resources?: readonly ResourceModule[];
  /** Where the store reports a session evicted to make room. */
  log?: IncomingRequest['log'];
  /**
   * A session saved by `mock.snapshot` to open again as it was (its world, tokens, time and account
   * state): a host that keeps the world across restarts (the demo's reloads). Pass the snapshot's
   * `options` as this mock's seed, size and time, so that a reset goes back to the same seed.
   */
  restore?: MockSnapshot;
}

/** One session of a mock as structured-clonable data (store/world-snapshot.ts). */
export interface MockSnapshot {
  version: typeof SNAPSHOT_VERSION;
  /** The mock's seed world, for `createMock` to generate it again. */
  options: { seed: number; size: MockConfig['size']; now: number };
  sessionId: string;
  session: SessionSnapshot;
  account: AccountStateSnapshot;
}

/** Bumped when a snapshot's shape (or the world's) changes: an older one is not restored. */
export const SNAPSHOT_VERSION = 1;

type RouteTarget =
  | {
      kind: 'contract';
      route: AppRoute;
      handler: (input: object) => Promise<{ status: number; body: unknown }>;
    }
  | { kind: 'file'; handler: FileHandler };

export interface Mock extends MockServices {
  /** Answers one request. Never rejects: every failure is an answer in the envelope. */
  handle(incoming: IncomingRequest): Promise<MockAnswer>;
  /** The methods a path takes, for an OPTIONS answer's `Allow`; empty for a path no route has. */
  allowed(path: string): string[];
  /** A session (default: the default one) as data, for `createMock({ restore })`. */
  snapshot(sessionId?: string): MockSnapshot;
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const jsonAnswer = (status: number, value: unknown, headers: Record<string, string> = {}) =>
  ({ status, headers, body: { kind: 'json', value } }) satisfies MockAnswer;

const failureAnswer = (code: ErrorCode, message: string, status?: number): MockAnswer => {
  const answer = failure(code, message);
  return jsonAnswer(status ?? answer.status, answer.body);
};

/**
 * Thrown to end a request with a finished answer (a fault, a refusal before the handler). Such an
 * answer comes from the transport, so the route's contract need not declare its status.
 */
class Answered {
  constructor(readonly answer: MockAnswer) {}
}

function splitUrl(url: string): { path: string; query: Record<string, string | string[]> } {
  const mark = url.indexOf('?');
  if (mark < 0) return { path: url, query: {} };
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const seen = query[name];
    query[name] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return { path: url.slice(0, mark), query };
}

export function createMock(options: MockOptions): Mock {
  const now = options.now === undefined ? DEFAULT_NOW : new Date(options.now).getTime();
  const world = options.world ?? generateWorld({ seed: options.seed, size: options.size, now });
  const log = options.log ?? SILENT_LOG;
  const config: MockConfig = {
    seed: options.seed,
    size: options.size,
    validateResponses: options.validateResponses ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
  };
  const store = new WorldStore(world, {
    clockMode: options.clockMode ?? 'frozen',
    random: options.random ?? 'crypto',
    maxSessions: Math.max(2, options.maxSessions ?? DEFAULT_MAX_SESSIONS),
    commitChecks: options.checkWholeWorld
      ? [checkMoneyOnCommit, assertMoneyInvariants]
      : [checkMoneyOnCommit],
    onEvict: (id) => log.warn({ session: id }, 'mock session evicted to make room'),
  });
  const chatHub = new ChatHub();
  const journal = new RequestJournal();
  store.onDrop((sessionId) => {
    chatHub.dropSession(sessionId);
    journal.stop(sessionId);
  });
  if (options.restore) {
    const saved = options.restore;
    restoreAccountState(store.restore(saved.sessionId, saved.session), saved.account);
  }
  const snapshot = (sessionId = DEFAULT_SESSION_ID): MockSnapshot => {
    const session = store.session(sessionId);
    return {
      version: SNAPSHOT_VERSION,
      options: { seed: config.seed, size: config.size, now },
      sessionId,
      session: snapshotSession(session),
      account: snapshotAccountState(session),
    };
  };

  const router = new Router<RouteTarget>();
  const services: MockServices = {
    store,
    chatHub,
    controlActions: new ControlActionRegistry(),
    config,
    journal,
    serveFiles: (pattern, handler) => router.add('GET', pattern, { kind: 'file', handler }),
  };
  serveMockImages(services);
  for (const module of [controlResource, ...(options.resources ?? resourceModules)]) {
    const handlers = module.implement(services) as Record<string, RouteTarget['handler']>;
    for (const [name, route] of Object.entries(module.router)) {
      const handler = handlers[name];
      if (!handler) throw new Error(`${module.resource}.${name} has no handler`);
      const target = { kind: 'contract', route, handler } as RouteTarget;
      router.add((route as AppRoute).method, (route as AppRoute).path, target);
    }
  }

  /** Step 3: the session's injected faults (the control API is never faulted). */
  async function applyFaults(request: MockRequest, routeUrl: string | undefined) {
    if (isControlPath(request.path)) return;
    const hits = request.session.faults.take({
      method: request.method,
      path: request.path,
      routeUrl,
    });
    if (hits.length === 0) return;
    const latencyMs = hits.reduce(
      (total, fault) => total + (fault.kind === 'latency' ? fault.latencyMs : 0),
      0,
    );
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const injected = hits.find((fault) => fault.kind === 'failure');
    if (injected?.kind === 'failure') {
      throw new Answered(failureAnswer(injected.code, injected.message, injected.status));
    }
  }

  /** Answers one request, and keeps it in its session's journal when that session records. */
  async function handle(incoming: IncomingRequest): Promise<MockAnswer> {
    const answer = await answerRequest(incoming);
    let sessionId: string;
    try {
      sessionId = sessionIdFrom(incoming.headers);
    } catch {
      return answer; // refused for its session header: no session to journal it in
    }
    if (!journal.isRecording(sessionId)) return answer;
    const { path, query } = splitUrl(incoming.url);
    if (isControlPath(path)) return answer;
    journal.record(sessionId, {
      method: incoming.method,
      path,
      query,
      headers: journalHeaders(incoming.headers),
      ...(incoming.body.kind === 'json' ? { body: incoming.body.value } : {}),
      status: answer.status,
      ...(answer.body.kind === 'json' ? { answer: answer.body.value } : {}),
    });
    return answer;
  }

  async function answerRequest(incoming: IncomingRequest): Promise<MockAnswer> {
    const requestLog = incoming.log ?? log;
    const { path, query } = splitUrl(incoming.url);
    const method = incoming.method === 'HEAD' ? 'GET' : incoming.method;
    let transaction: OpenTransaction | null = null;
    let request: MockRequest | undefined;
    let contractRoute: AppRoute | undefined;
    let moment: number | undefined;
    try {
      const lookup = router.find(method, path);
      if (lookup.kind === 'refused')
        throw new Answered(failureAnswer('VALIDATION_FAILED', lookup.message));
      const target = lookup.kind === 'found' ? lookup.value : null;
      contractRoute = target?.kind === 'contract' ? target.route : undefined;
      const session = store.session(sessionIdFrom(incoming.headers));
      request = {
        method: incoming.method,
        url: incoming.url,
        path,
        headers: incoming.headers,
        query,
        params: lookup.kind === 'found' ? lookup.params : {},
        protocol: incoming.protocol,
        host: incoming.host,
        log: requestLog,
        session,
        get world() {
          return this.session.world;
        },
        get clock() {
          return this.session.clock;
        },
        get now() {
          moment ??= this.session.clock.now();
          return moment;
        },
        user: null,
        authToken: null,
        auth: (contractRoute?.metadata as { auth?: MockRequest['auth'] } | undefined)?.auth,
      };
      await applyFaults(request, lookup.kind === 'found' ? lookup.pattern : undefined);

      if (incoming.method === 'OPTIONS') {
        const allowed = router.allowed(path);
        if (allowed.length)
          return { status: 204, headers: { allow: allowed.join(', ') }, body: { kind: 'none' } };
      }
      if (lookup.kind === 'method') {
        const refused = failureAnswer(
          'METHOD_NOT_ALLOWED',
          `${path} does not take ${incoming.method}: it takes ${lookup.allowed.join(', ')}`,
        );
        throw new Answered({ ...refused, headers: { allow: lookup.allowed.join(', ') } });
      }
      if (!target)
        throw new Answered(failureAnswer('ROUTE_NOT_FOUND', `No route ${incoming.method} ${path}`));
      if (target.kind === 'file') return withoutBodyForHead(incoming, target.handler(request));

      authenticate(request);
      if (incoming.body.kind === 'unreadable') {
        throw new Answered(failureAnswer(incoming.body.code, incoming.body.message));
      }
      const parsed = validateRequest(
        target.route,
        request,
        incoming.body.kind === 'json' ? incoming.body.value : undefined,
      );

      if (!READ_ONLY_METHODS.has(incoming.method) && !isControlPath(path)) {
        transaction = session.begin();
      }
      if (request.auth !== undefined) settleDueBeforeHandler(request);

      const headers: Record<string, string> = {};
      const reply: MockReply = {
        header(name, value) {
          headers[name.toLowerCase()] = value;
          return reply;
        },
      };
      let result: { status: number; body: unknown };
      try {
        result = await target.handler({ ...parsed, request, reply, appRoute: target.route });
      } catch (error) {
        if (!isApiFailure(error) || error instanceof TransportFailure) throw error;
        if (error.code === 'INTERNAL_ERROR') requestLog.error({ err: error }, error.message);
        result = failure(error.code, error.message);
      }
      const body = checkAnswer(target.route, result, requestLog, request);
      const ended = endTransaction(transaction, result.status, requestLog);
      transaction = null;
      if (ended) return ended;
      const responseType = target.route.responses[result.status];
      if (responseType !== undefined && isAppRouteNoBody(responseType)) {
        return { status: result.status, headers, body: { kind: 'none' } };
      }
      if (responseType !== undefined && isAppRouteOtherResponse(responseType)) {
        headers['content-type'] = responseType.contentType;
      }
      return withoutBodyForHead(incoming, jsonAnswer(result.status, body, headers));
    } catch (error) {
      transaction?.rollback();
      if (error instanceof Answered) return withoutBodyForHead(incoming, error.answer);
      if (isApiFailure(error)) {
        if (error.code === 'INTERNAL_ERROR') requestLog.error({ err: error }, error.message);
        const refused = failureAnswer(error.code, error.message);
        // A refusal of the route's own (401, 403 from step 5) is one its contract must declare.
        if (contractRoute && request && !(error instanceof TransportFailure)) {
          try {
            checkAnswer(
              contractRoute,
              { status: refused.status, body: (refused.body as { value: unknown }).value },
              requestLog,
              request,
            );
          } catch (breach) {
            if (breach instanceof Answered) return breach.answer;
            requestLog.error({ err: breach }, 'a refusal breaks the contract');
            return failureAnswer('INTERNAL_ERROR', 'Internal error');
          }
        }
        return withoutBodyForHead(incoming, refused);
      }
      const route = `${incoming.method} ${contractRoute?.path ?? path}`;
      if (error instanceof ResponseValidationError) {
        requestLog.error(
          { route, issues: error.cause.issues },
          `response breaks the contract of ${route}`,
        );
      } else {
        requestLog.error({ err: error, route }, 'unexpected error');
      }
      return failureAnswer('INTERNAL_ERROR', 'Internal error');
    }
  }

  /** The answer's body, validated against the route's contract when the mock validates answers. */
  function checkAnswer(
    route: AppRoute,
    result: { status: number; body: unknown },
    requestLog: NonNullable<IncomingRequest['log']>,
    request: MockRequest,
  ): unknown {
    if (!config.validateResponses) return result.body;
    // ts-rest validates the bodies of declared statuses only; an undeclared one is a contract gap.
    if (!(String(result.status) in route.responses)) {
      const name = `${request.method} ${route.path}`;
      requestLog.error(
        { route: name, status: result.status },
        `status ${result.status} is not declared by the contract of ${name}`,
      );
      throw new Answered(failureAnswer('INTERNAL_ERROR', 'Internal error'));
    }
    return validateResponse({ appRoute: route, response: result }).body;
  }

  return { ...services, handle, allowed: (path) => router.allowed(path), snapshot };
}

/** A HEAD answer is its GET answer without the body. */
function withoutBodyForHead(incoming: IncomingRequest, answer: MockAnswer): MockAnswer {
  return incoming.method === 'HEAD' ? { ...answer, body: { kind: 'none' } } : answer;
}

/** Step 5: the caller the route's `metadata.auth` asks for. */
function authenticate(request: MockRequest): void {
  switch (request.auth) {
    case undefined:
    case 'public':
      return;
    case 'optional':
      request.user = optionalUser(request);
      return;
    case 'member':
    case 'seller':
    case 'admin':
      request.user = requireUser(request, request.auth);
      return;
    default:
      throw new TransportFailure('INTERNAL_ERROR', 'Unknown metadata.auth on this route');
  }
}

/** Step 7: the request against the route's schemas, as ts-rest's server adapters check it. */
function validateRequest(route: AppRoute, request: MockRequest, body: unknown) {
  const unknown = unknownQueryNames(route, request.query);
  if (unknown.length) {
    throw new Answered(
      failureAnswer(
        'VALIDATION_FAILED',
        unknown.map((name) => `query.${name}: not a parameter of this route`).join('; '),
      ),
    );
  }
  const params = checkZodSchema(request.params, route.pathParams, { passThroughExtraKeys: true });
  const headers = checkZodSchema(request.headers, route.headers, { passThroughExtraKeys: true });
  const query = checkZodSchema(request.query, route.query);
  const parsedBody = checkZodSchema(body, 'body' in route ? route.body : null);
  if (params.success && headers.success && query.success && parsedBody.success) {
    return { params: params.data, headers: headers.data, query: query.data, body: parsedBody.data };
  }
  const issues: RequestIssues = {
    pathParams: params.success ? null : params.error,
    headers: headers.success ? null : headers.error,
    query: query.success ? null : query.error,
    body: parsedBody.success ? null : parsedBody.error,
  };
  throw new Answered(failureAnswer('VALIDATION_FAILED', describeRequestIssues(issues)));
}

/** Step 11; the answer to give instead when the commit was refused. */
function endTransaction(
  transaction: OpenTransaction | null,
  status: number,
  requestLog: NonNullable<IncomingRequest['log']>,
): MockAnswer | null {
  if (!transaction) return null;
  if (status >= 400) {
    transaction.rollback();
    return null;
  }
  try {
    transaction.commit();
    return null;
  } catch (error) {
    requestLog.error({ err: error }, 'a write broke an invariant and was rolled back');
    return failureAnswer('INTERNAL_ERROR', 'Internal error');
  }
}
