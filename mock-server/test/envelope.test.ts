/** Every failure is the envelope with a stable code and the status that code belongs to. */
import { ErrorEnvelope } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';

/** The parsed body, checked to be the error envelope. */
function errorOf(body: string) {
  return ErrorEnvelope.parse(JSON.parse(body)).error;
}

describe('failures in the envelope', () => {
  it('answers an unknown route with 404 ROUTE_NOT_FOUND', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/api/no/such/route?x=1' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body)).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'No route GET /api/no/such/route',
    });
  });

  it('answers a body that is not JSON with 400 MALFORMED_JSON', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'content-type': 'application/json' },
      payload: '{"days": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('MALFORMED_JSON');
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pattern: `/${'a'.repeat(1024 * 1024)}`, latencyMs: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under the limit as far as validation', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pattern: `/${'a'.repeat(1000 * 1000)}`, latencyMs: 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['text/plain', 'days=1'],
    ['application/x-www-form-urlencoded', 'days=1'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers content type %s with 415 UNSUPPORTED_MEDIA_TYPE', async (contentType, payload) => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body that breaks the schema with 400 VALIDATION_FAILED naming the fields', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: 'no-slash', latencyMs: 'slow' },
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('body.pattern');
    expect(error.message).toContain('body.latencyMs');
  });

  it('answers a contract route with an invalid query with 400 VALIDATION_FAILED', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'GET',
      url: '/api/common/seller/3/posts?page=0&size=1000&type=BOOK',
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    for (const field of ['query.page', 'query.size', 'query.type']) {
      expect(error.message).toContain(field);
    }
  });

  it('treats an empty JSON body as no body', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, response: { session: 'default' } });
  });

  it('answers CORS preflights for the web app', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'api_key,x-mock-session,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-headers']).toContain('api_key');
  });
});
