/**
 * The mock behind the Fetch API (decision 041): a `Request` in, a `Response` out, through the same
 * pipeline the Fastify host runs. MSW's handlers call it in a browser or a test process
 * (msw-handlers.ts); the parity tests call it directly. It does what Fastify does around the
 * pipeline: reads the body (JSON only, up to the mock's limit) and writes the answer.
 */
import {
  PAYLOAD_TOO_LARGE,
  isJsonType,
  readJsonBody,
  unsupportedMediaType,
} from '../pipeline/json-body';
import type { Mock } from '../pipeline/mock';
import { type BodyInput, type MockAnswer, type MockLog, NO_BODY } from '../pipeline/mock-request';

async function bodyOf(request: Request, limit: number): Promise<BodyInput> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null)
    return NO_BODY;
  // Measured in bytes, as Fastify's limit is, before any of it is decoded.
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > limit) return PAYLOAD_TOO_LARGE;
  const text = new TextDecoder().decode(bytes);
  if (text === '') return NO_BODY;
  const contentType = request.headers.get('content-type') ?? '';
  return isJsonType(contentType) ? readJsonBody(text) : unsupportedMediaType(contentType);
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/** The answer as a Fetch `Response`. */
export function responseOf(answer: MockAnswer): Response {
  const headers = new Headers(answer.headers);
  const init = { status: answer.status, headers };
  switch (answer.body.kind) {
    case 'json':
      headers.set('content-type', 'application/json; charset=utf-8');
      return new Response(JSON.stringify(answer.body.value), init);
    case 'text':
      return new Response(answer.body.value, init);
    case 'bytes':
      return new Response(answer.body.value as Uint8Array<ArrayBuffer>, init);
    case 'none':
      return new Response(null, init);
  }
}

/** Answers a Fetch request with the mock; never rejects. */
export async function answerFetch(mock: Mock, request: Request, log?: MockLog): Promise<Response> {
  const url = new URL(request.url);
  const answer = await mock.handle({
    method: request.method.toUpperCase(),
    url: `${url.pathname}${url.search}`,
    headers: headersOf(request),
    body: await bodyOf(request, mock.config.bodyLimit),
    protocol: url.protocol.replace(/:$/, ''),
    host: url.host,
    ...(log ? { log } : {}),
  });
  return responseOf(answer);
}
