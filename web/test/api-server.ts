/**
 * A real HTTP server for component tests: it answers the routes a test declares with envelopes
 * (as the mock server and the real API do) and 404 otherwise. Not a mock of our code: the app's
 * client sends real requests over a socket with fetch.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorCode } from '@market/contract';
import { setApiBaseUrl } from '../src/lib/api-client';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** `GET /api/common/exchange` → handler. The key is the method and the path without query. */
export type Routes = Record<string, Handler>;

export const ok = (response: unknown): Reply => ({
  status: 200,
  body: { success: true, response, error: null, pagination: null },
});

export const fail = (status: number, code: ErrorCode | string, message = code): Reply => ({
  status,
  body: { success: false, response: null, error: { code, message }, pagination: null },
});

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

export interface ApiServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/** Start the server on a free port and point the app's API client at it. */
export async function startApiServer(routes: Routes): Promise<ApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const handler = routes[`${recorded.method} ${url.pathname}`];
    const reply = handler
      ? await handler(recorded)
      : fail(404, 'ROUTE_NOT_FOUND', `No route ${recorded.method} ${url.pathname}`);
    const raw = typeof reply.body === 'string';
    response.writeHead(reply.status ?? 200, {
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
