/**
 * What every phase of a run shares: the options, the contract's routes by key, the signed-in
 * tokens, and the results so far. `checkedCall` is the one way a phase calls a route: it sends the
 * request, runs every check on the answer and records the case.
 */
import { type ListedRoute, contract, listRoutes } from '@market/contract';
import { type Expectation, checkAnswer } from './checks';
import { type CallInput, type HttpConfig, type QueryValue, send } from './http';
import type { RunnerOptions } from './options';
import type { Answer, CaseKind, CaseResult, Identity, Issue } from './types';

export interface RunContext {
  options: RunnerOptions;
  http: HttpConfig;
  routes: Map<string, ListedRoute>;
  tokens: Partial<Record<Identity, string>>;
  results: CaseResult[];
}

export function createContext(options: RunnerOptions): RunContext {
  return {
    options,
    http: {
      baseUrl: options.baseUrl,
      headers: options.headers,
      timeoutMs: options.timeoutMs,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
    },
    routes: new Map(listRoutes(contract).map((listed) => [listed.key, listed])),
    tokens: {},
    results: [],
  };
}

export const isSelected = (ctx: RunContext, routeKey: string) =>
  !ctx.options.only || routeKey.startsWith(ctx.options.only);

export function routeOf(ctx: RunContext, routeKey: string): ListedRoute {
  const listed = ctx.routes.get(routeKey);
  if (!listed) throw new Error(`the contract has no route ${routeKey}`);
  return listed;
}

export interface CallSpec {
  routeKey: string;
  kind: CaseKind;
  name: string;
  identity: Identity;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | undefined>;
  body?: unknown;
  expect?: Expectation;
  /** Checks of this case beyond the answer's own, e.g. "the added line is in the cart". */
  extraChecks?: (answer: Answer) => Issue[];
}

export interface CheckedCall {
  answer: Answer;
  passed: boolean;
  /** The body's `response` when the call succeeded, for the next step of a journey. */
  response: unknown;
  /** The case as recorded (also when --only leaves it out of the report). */
  result: CaseResult;
}

export function record(ctx: RunContext, result: CaseResult): void {
  if (isSelected(ctx, result.routeKey)) ctx.results.push(result);
}

export function skip(
  ctx: RunContext,
  spec: Pick<CallSpec, 'routeKey' | 'kind' | 'name' | 'identity'>,
  reason: string,
): void {
  record(ctx, { ...spec, outcome: 'skipped', issues: [], skipReason: reason });
}

/** Sends the call as `identity` (whose token must be there: callers skip first), checks and records it. */
export async function checkedCall(ctx: RunContext, spec: CallSpec): Promise<CheckedCall> {
  const { route } = routeOf(ctx, spec.routeKey);
  const token = spec.identity === 'anonymous' ? null : ctx.tokens[spec.identity];
  if (spec.identity !== 'anonymous' && !token) {
    throw new Error(`no ${spec.identity} token: sign in before calling ${spec.routeKey}`);
  }
  const input: CallInput = {
    method: route.method,
    path: route.path,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    token: token ?? null,
    caseKind: spec.kind,
  };
  const answer = await send(ctx.http, input);
  const issues = checkAnswer(route, answer, spec.expect);
  if (spec.extraChecks && answer.status > 0 && !issues.length) {
    issues.push(...spec.extraChecks(answer));
  }
  const passed = issues.length === 0;
  ctx.options.onCall?.({
    routeKey: spec.routeKey,
    kind: spec.kind,
    name: spec.name,
    passed,
    body: spec.body,
    status: answer.status,
    json: answer.json,
  });
  const result: CaseResult = {
    routeKey: spec.routeKey,
    kind: spec.kind,
    name: spec.name,
    identity: spec.identity,
    outcome: passed ? 'passed' : 'failed',
    issues,
    request: { method: answer.method, url: answer.url },
    status: answer.status,
    durationMs: answer.durationMs,
  };
  record(ctx, result);
  const json = answer.json as { success?: unknown; response?: unknown } | undefined;
  const response = json && json.success === true ? json.response : undefined;
  return { answer, passed, response, result };
}

/** Runs tasks with at most `limit` in flight, keeping their results in order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
