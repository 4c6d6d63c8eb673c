/**
 * The fuzz mode (`pnpm api:fuzz --base-url URL`): every route of the contract given the inputs of
 * `inputs.ts`, every path every method it does not take, and HTTP that is not well-formed. It fails
 * on a server error, an answer outside the envelope, an input the schema refuses that the server
 * accepts (2xx), and a method a path does not take answered otherwise than 405 with `Allow`.
 *
 * Write routes are sent only inputs their schema refuses, which a correct server turns away
 * before it changes anything: the mode is as safe on a live API as the runner's refusal checks.
 * Base bodies are the examples recorded in the OpenAPI document (every one checked against its
 * schema when the document is written).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ListedRoute } from '@market/contract';
import { checkEnvelope, checkJsonContentType, checkNotServerError } from '../checks';
import { emptyInventory } from '../discovery';
import type { RunnerOptions } from '../options';
import { createContext, inPool, isSelected } from '../run-context';
import { identityFor, missingIdentity } from '../safe-calls';
import { signInAccounts } from '../sign-in';
import type { Answer, Issue } from '../types';
import { FUZZ_KINDS, type FuzzKind, type FuzzRequest, baseInputs, routeRequests } from './inputs';
import { type RawAnswer, rawExchange } from './raw-http';

export interface FuzzFailure {
  routeKey: string;
  kind: FuzzKind;
  name: string;
  method: string;
  target: string;
  status: number;
  issues: Issue[];
}

export interface FuzzReport {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  /** Routes tried, and per route the kinds of input sent to it. */
  tried: Record<string, FuzzKind[]>;
  requests: number;
  passed: number;
  failures: FuzzFailure[];
  /** Routes not tried, with the reason. */
  skipped: Record<string, string>;
}

/** Operation examples of the committed OpenAPI document, by route key (its operationId). */
function exampleBodies(): Map<string, unknown> {
  const file = createRequire(import.meta.url).resolve('@market/contract/openapi.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        { operationId?: string; requestBody?: { content: Record<string, { example?: unknown }> } }
      >
    >;
  };
  const examples = new Map<string, unknown>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const example = operation.requestBody?.content['application/json']?.example;
      if (operation.operationId && example !== undefined)
        examples.set(operation.operationId, example);
    }
  }
  return examples;
}

/** A request line, headers and body as written on the wire. */
function wire(
  options: RunnerOptions,
  request: { method: string; target: string; body?: string; token?: string | null },
): string {
  const { host, pathname } = new URL(options.baseUrl);
  const prefix = pathname.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    host,
    accept: 'application/json',
    connection: 'close',
    ...options.headers,
  };
  if (request.token) headers.api_key = `Bearer ${request.token}`;
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${request.method} ${prefix}${request.target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${request.body ?? ''}`;
}

/** One request through fetch, answered in the shape of a raw exchange. */
async function fetchExchange(
  options: RunnerOptions,
  request: { method: string; target: string; body?: string; token?: string | null },
): Promise<RawAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (request.token) headers.api_key = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const fetchImpl = options.fetchImpl ?? fetch;
    const response = await fetchImpl(`${options.baseUrl}${request.target}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (answerHeaders[name] = value));
    return {
      status: response.status,
      headers: answerHeaders,
      body: await response.text(),
      durationMs: elapsed(),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 0, headers: {}, body: '', durationMs: elapsed(), networkError: reason };
  }
}

/** The raw answer as the runner's checks read an answer. */
function asAnswer(method: string, target: string, raw: RawAnswer): Answer {
  let json: unknown;
  try {
    json = raw.body.trim() ? JSON.parse(raw.body) : undefined;
  } catch {
    json = undefined;
  }
  return {
    method,
    url: target,
    status: raw.status,
    contentType: raw.headers['content-type'] ?? null,
    json,
    text: raw.body,
    durationMs: raw.durationMs,
    ...(raw.networkError ? { networkError: raw.networkError } : {}),
  };
}

/** What every answer must be: an answer, no server error, JSON in the envelope. */
function envelopeIssues(answer: Answer): Issue[] {
  const transport = checkNotServerError(answer);
  if (answer.status === 0) return transport;
  return [...transport, ...checkJsonContentType(answer), ...checkEnvelope(answer)];
}

const issue = (check: string, message: string): Issue => ({ check, message });

/** HTTP that is not well-formed, sent to `target` (a public route). */
function malformedRequests(options: RunnerOptions, target: string): Array<[string, string]> {
  const { host } = new URL(options.baseUrl);
  const get = (extra: string) =>
    `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`;
  return [
    [
      'a URL over 16 KiB',
      `GET ${target}?keyword=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ],
    ['a control character in a header', get('X-Fuzz: a\u0001b\r\n')],
    ['a Content-Length that is not a number', get('Content-Length: abc\r\n')],
    [
      'Content-Length and Transfer-Encoding',
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    ['an unknown method', `FROB ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    [
      'a request line that is not HTTP',
      `GET ${target} HTTP/9.Z\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ],
  ];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'];

/** A route's path pattern (`/api/comment/:seq`) as a regular expression over concrete paths. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

export async function runFuzz(options: RunnerOptions): Promise<FuzzReport> {
  const startedAt = new Date();
  const ctx = createContext(options);
  await signInAccounts(ctx, emptyInventory());
  const examples = exampleBodies();
  const tried: Record<string, Set<FuzzKind>> = {};
  const skipped: Record<string, string> = {};
  const failures: FuzzFailure[] = [];
  let requests = 0;

  // A host given as a fetch function (one in this process) has no wire: what only a socket of
  // our own can send (TRACE, HTTP that is not well-formed) is not tried there.
  const overTheWire = options.fetchImpl === undefined;
  type Job = { request: FuzzRequest; token: string | null; expect405?: string[] };
  const jobs: Job[] = [];
  const paths = new Map<string, { listed: ListedRoute; target: string }>();

  for (const listed of ctx.routes.values()) {
    if (!isSelected(ctx, listed.key)) continue;
    const identity = identityFor(listed.meta.auth);
    const noIdentity = missingIdentity(ctx, identity);
    if (noIdentity) {
      skipped[listed.key] = noIdentity;
      continue;
    }
    const base = baseInputs(listed, examples.get(listed.key));
    if ('missing' in base) {
      skipped[listed.key] = `no ${base.missing}`;
      continue;
    }
    const token = identity === 'anonymous' ? null : (ctx.tokens[identity] ?? null);
    for (const request of routeRequests(listed, base)) {
      // A write route is sent only what a correct server refuses before changing anything.
      if (listed.meta.writes && !request.refused) continue;
      jobs.push({ request, token });
    }
    const target = listed.route.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(base.params[name] ?? ''),
    );
    if (!paths.has(target)) paths.set(target, { listed, target });
  }
  for (const { listed, target } of paths.values()) {
    const identity = identityFor(listed.meta.auth);
    const token = identity === 'anonymous' ? null : (ctx.tokens[identity] ?? null);
    // `/api/comment/list` is also `/api/comment/:seq`: a path takes the methods of every route
    // whose pattern it matches.
    const methods = [...ctx.routes.values()]
      .filter(({ route }) => patternOf(route.path).test(target))
      .map(({ route }) => route.method as string);
    const untaken = METHODS.filter((m) => !methods.includes(m) && (overTheWire || m !== 'TRACE'));
    for (const method of untaken) {
      const request: FuzzRequest = {
        routeKey: listed.key,
        kind: 'unknown-methods',
        name: `${method} ${listed.route.path}`,
        method,
        target,
        ...(method === 'GET' || method === 'TRACE' ? {} : { body: '{}' }),
        refused: true,
      };
      jobs.push({ request, token, expect405: methods });
    }
  }

  const record = (request: FuzzRequest, answer: Answer, issues: Issue[]) => {
    requests += 1;
    (tried[request.routeKey] ??= new Set()).add(request.kind);
    if (issues.length) {
      failures.push({
        routeKey: request.routeKey,
        kind: request.kind,
        name: request.name,
        method: request.method,
        target: request.target.slice(0, 200),
        status: answer.status,
        issues,
      });
    }
  };

  await inPool(jobs, options.concurrency, async ({ request, token, expect405 }) => {
    // fetch keeps connections open, so most requests go through it; TRACE it will not send.
    const raw =
      request.method === 'TRACE'
        ? await rawExchange(
            options.baseUrl,
            wire(options, { ...request, token }),
            options.timeoutMs,
          )
        : await fetchExchange(options, { ...request, token });
    const answer = asAnswer(request.method, request.target, raw);
    const issues = envelopeIssues(answer);
    if (answer.status >= 200 && answer.status < 300 && request.refused) {
      issues.push(issue('accepted', `${answer.status} for an input the contract refuses`));
    }
    if (expect405 && answer.status !== 405) {
      issues.push(
        issue('method', `expected 405 for a method the path does not take, got ${answer.status}`),
      );
    } else if (expect405 && !raw.headers.allow) {
      issues.push(issue('method', '405 without an Allow header'));
    }
    record(request, answer, issues);
  });

  const publicRoute = [...paths.values()].find(
    ({ listed }) => listed.meta.auth === 'public' && listed.route.method === 'GET',
  );
  if (publicRoute && overTheWire) {
    for (const [name, text] of malformedRequests(options, publicRoute.target)) {
      const raw = await rawExchange(options.baseUrl, text, options.timeoutMs);
      const request: FuzzRequest = {
        routeKey: publicRoute.listed.key,
        kind: 'malformed-http',
        name,
        method: text.slice(0, text.indexOf(' ')),
        target: publicRoute.target,
        refused: true,
      };
      const answer = asAnswer(request.method, request.target, raw);
      const issues = envelopeIssues(answer);
      if (answer.status < 400 || answer.status >= 500) {
        issues.push(issue('malformed', `expected a 4xx refusal, got ${answer.status}`));
      }
      record(request, answer, issues);
    }
  }

  return {
    baseUrl: options.baseUrl,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    tried: Object.fromEntries(
      Object.entries(tried).map(([key, kinds]) => [key, FUZZ_KINDS.filter((k) => kinds.has(k))]),
    ),
    requests,
    passed: requests - failures.length,
    failures,
    skipped,
  };
}

/** The report as text: what was tried, each failure on a line, `N passed, N failed` last. */
export function formatFuzzReport(report: FuzzReport, reportPath?: string): string {
  const routes = Object.keys(report.tried).length;
  const pairs = Object.values(report.tried).reduce((sum, kinds) => sum + kinds.length, 0);
  const byKind = FUZZ_KINDS.map(
    (kind) =>
      `${kind} ${Object.values(report.tried).filter((kinds) => kinds.includes(kind)).length}`,
  );
  const lines = [
    `Fuzz of ${report.baseUrl}`,
    '',
    `${routes} routes × ${FUZZ_KINDS.length} kinds of input: ${pairs} route-kind pairs tried (routes per kind: ${byKind.join(', ')})`,
    `${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const [key, reason] of Object.entries(report.skipped))
    lines.push(`  SKIP ${key}: ${reason}`);
  for (const failure of report.failures) {
    for (const { check, message } of failure.issues) {
      lines.push(
        `  FAIL ${failure.routeKey} ${failure.kind} ${failure.name} (${failure.method} ${failure.target.slice(0, 80)}) [${failure.status}]: ${check}: ${message}`,
      );
    }
  }
  if (reportPath) lines.push('', `JSON report: ${reportPath}`);
  const failed = report.requests - report.passed;
  lines.push(`${report.passed} passed, ${failed} failed`);
  return lines.join('\n');
}
