/**
 * A small HTTP proxy (node:http) in front of a server that tampers with the answers of one route,
 * to prove the runner fails when an API drifts from the contract. Everything else passes through
 * unchanged.
 */
import { type IncomingMessage, type Server, createServer } from 'node:http';

export interface Tampered {
  status: number;
  body: unknown;
}

export interface Tampering {
  method: string;
  /** Matched against the path without the query, e.g. /^\/api\/coupon\/\d+\/view$/. */
  path: RegExp;
  tamper: (answer: Tampered) => Tampered;
}

export interface Proxy {
  baseUrl: string;
  /** How many answers were tampered with. */
  tampered: () => number;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export async function startTamperingProxy(target: string, tampering: Tampering): Promise<Proxy> {
  let count = 0;
  const server: Server = createServer(async (request, response) => {
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            !HOP_BY_HOP.has(entry[0]) && typeof entry[1] === 'string',
        ),
      );
      const body = await readBody(request);
      const upstream = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
      let status = upstream.status;
      let text = await upstream.text();
      const path = (request.url ?? '/').split('?')[0]!;
      if (request.method === tampering.method && tampering.path.test(path)) {
        const changed = tampering.tamper({ status, body: JSON.parse(text) as unknown });
        status = changed.status;
        text = JSON.stringify(changed.body);
        count += 1;
      }
      response.writeHead(status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      });
      response.end(text);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy failure: ${String(error)}`);
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    tampered: () => count,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
