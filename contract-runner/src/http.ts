/**
 * Sending one call of the contract with fetch: ts-rest's `:param` path filled in, the query with
 * comma-separated arrays (SPEC §7), the token in `api_key: Bearer …`, and whatever extra headers
 * the run was given (e.g. `x-mock-session`).
 */
import type { Answer } from './types';

/** What the runner sends requests with: the built-in fetch, or a host that answers in-process. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpConfig {
  baseUrl: string;
  /** Sent with every request. */
  headers: Record<string, string>;
  timeoutMs: number;
  /** Default: the global fetch, as it is when the request is sent. */
  fetchImpl?: FetchLike;
}

export type QueryValue = string | number | boolean | readonly (string | number)[];

export interface CallInput {
  method: string;
  /** The route's path with `:name` placeholders. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | undefined>;
  /** Sent as JSON; undefined sends no body at all. */
  body?: unknown;
  token?: string | null;
  /**
   * The runner's case that sends it (`call`, `no-token`, `journey`, `discovery`, ...), sent as
   * `x-contract-case` so that a server's logs, or the mock's request journal, tell them apart.
   */
  caseKind?: string;
}

/** The header naming the runner's case that sent a request. */
export const CASE_HEADER = 'x-contract-case';

/** Fills `:name` placeholders; throws when one has no value (a bug in the runner's tables). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter :${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: CallInput['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(baseUrl: string, input: CallInput): string {
  return `${baseUrl.replace(/\/+$/, '')}${fillPath(input.path, input.params)}${queryString(input.query)}`;
}

export async function send(config: HttpConfig, input: CallInput): Promise<Answer> {
  const url = buildUrl(config.baseUrl, input);
  const headers: Record<string, string> = { accept: 'application/json', ...config.headers };
  if (input.token) headers.api_key = `Bearer ${input.token}`;
  if (input.caseKind) headers[CASE_HEADER] = input.caseKind;
  const init: RequestInit = { method: input.method, headers };
  if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input.body);
  }
  const started = performance.now();
  const base = { method: input.method, url };
  try {
    const fetchImpl = config.fetchImpl ?? fetch;
    const response = await fetchImpl(url, {
      ...init,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return {
      ...base,
      status: response.status,
      contentType: response.headers.get('content-type'),
      json,
      text,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const reason =
      error instanceof Error
        ? ((error.cause as Error | undefined)?.message ?? error.message)
        : String(error);
    return {
      ...base,
      status: 0,
      contentType: null,
      json: undefined,
      text: '',
      durationMs: Math.round(performance.now() - started),
      networkError: reason,
    };
  }
}
