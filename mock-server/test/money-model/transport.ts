/**
 * How the money model reaches the mock: a host's store (where the model adds its members and posts
 * and reads the world, as the other tests do) and a way to make one call. The same model runs over
 * both hosts of the pipeline (issue 40): Fastify through `app.inject`, and the browser entry behind
 * the MSW handlers a page uses, through this process's `fetch`.
 */
import type { FastifyInstance } from 'fastify';
import type { Mock } from '../../src/browser';
import { type Answer, type Caller, type Method, call } from '../helpers/market';

export interface Transport {
  /** Names the host in a failure. */
  readonly host: string;
  readonly store: Mock['store'];
  call(
    who: Caller,
    method: Method,
    url: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<Answer>;
}

const headersOf = (who: Caller, extra: Record<string, string>) => ({
  ...('headers' in who ? (who.headers as Record<string, string>) : who),
  ...extra,
});

/** The Fastify server, called in-process with `app.inject`. */
export const injectTransport = (app: FastifyInstance): Transport => ({
  host: 'fastify',
  store: app.store,
  call: (who, method, url, body, extra = {}) => call(app, headersOf(who, extra), method, url, body),
});

/**
 * The browser entry: `mock` answers at `origin` through MSW's handlers (helpers/browser-host.ts),
 * reached with the global fetch as a page reaches it.
 */
export const fetchTransport = (mock: Mock, origin: string): Transport => ({
  host: 'msw',
  store: mock.store,
  async call(who, method, url, body, extra = {}) {
    const headers = headersOf(who, extra);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(url, origin), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  },
});
