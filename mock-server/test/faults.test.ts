import { describe, expect, it } from 'vitest';
import { build, inSession } from './helpers/build';

describe('/__mock/faults', () => {
  it('removes one fault by its id, leaving the others', async () => {
    const app = await build();
    const headers = inSession('remove-one-fault');
    const add = (pattern: string) =>
      app.inject({
        method: 'POST',
        url: '/__mock/faults',
        headers,
        payload: { pattern, code: 'INTERNAL_ERROR' },
      });
    const first = (await add('/api/one*')).json().response.id as number;
    const second = (await add('/api/two*')).json().response.id as number;

    const removed = await app.inject({ method: 'DELETE', url: `/__mock/faults/${first}`, headers });
    expect(removed.json().response).toEqual({ removed: first });
    const left = await app.inject({ method: 'GET', url: '/__mock/faults', headers });
    expect(left.json().response.map((fault: { id: number }) => fault.id)).toEqual([second]);
    const again = await app.inject({ method: 'DELETE', url: `/__mock/faults/${first}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('delays matching requests by the injected latency', async () => {
    const app = await build();
    const added = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/api/nowhere/slow*', latencyMs: 150 },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().response).toMatchObject({ kind: 'latency', latencyMs: 150, method: null });

    let started = performance.now();
    const slow = await app.inject({ method: 'GET', url: '/api/nowhere/slow/1' });
    const slowMs = performance.now() - started;
    started = performance.now();
    await app.inject({ method: 'GET', url: '/api/nowhere/fast' });
    const fastMs = performance.now() - started;

    expect(slow.statusCode).toBe(404); // no such route: the latency still applies
    expect(slowMs).toBeGreaterThanOrEqual(140);
    expect(fastMs).toBeLessThan(100);
  });

  it('fails matching requests with the injected code, status and method', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/api/nowhere/order', method: 'post', code: 'SERVICE_UNAVAILABLE' },
    });

    const post = await app.inject({ method: 'POST', url: '/api/nowhere/order', payload: {} });
    expect(post.statusCode).toBe(503);
    expect(post.json()).toEqual({
      success: false,
      response: null,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Injected failure: SERVICE_UNAVAILABLE' },
      pagination: null,
    });
    const get = await app.inject({ method: 'GET', url: '/api/nowhere/order' });
    expect(get.statusCode).toBe(404);
  });

  it('uses an explicit status and message, for a limited number of requests', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: {
        pattern: '/api/nowhere/rooms',
        code: 'INTERNAL_ERROR',
        status: 502,
        message: 'gateway down',
        times: 2,
      },
    });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await app.inject({ method: 'GET', url: '/api/nowhere/rooms' })).statusCode);
    }
    expect(codes).toEqual([502, 502, 404]);
    const listed = await app.inject({ method: 'GET', url: '/__mock/faults' });
    expect(listed.json().response).toEqual([]);
  });

  it('never faults the control API', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/*', code: 'INTERNAL_ERROR' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
  });

  it('lists and clears the faults of the session', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/api/a', latencyMs: 5 },
    });
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/api/b', code: 'RATE_LIMITED' },
    });
    const listed = await app.inject({ method: 'GET', url: '/__mock/faults' });
    expect(listed.json().response.map((f: { pattern: string }) => f.pattern)).toEqual([
      '/api/a',
      '/api/b',
    ]);

    const cleared = await app.inject({ method: 'DELETE', url: '/__mock/faults' });
    expect(cleared.json().response).toEqual({ cleared: 2 });
    expect((await app.inject({ method: 'GET', url: '/api/b' })).statusCode).toBe(404);
  });

  it('keeps faults to the session that injected them', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      headers: inSession('a'),
      payload: { pattern: '/api/*', code: 'RATE_LIMITED' },
    });
    const inA = await app.inject({ method: 'GET', url: '/api/x', headers: inSession('a') });
    const inB = await app.inject({ method: 'GET', url: '/api/x', headers: inSession('b') });
    const inDefault = await app.inject({ method: 'GET', url: '/api/x' });
    expect([inA.statusCode, inB.statusCode, inDefault.statusCode]).toEqual([429, 404, 404]);
  });

  it('refuses an unknown error code', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { pattern: '/api/x', code: 'NOPE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('body.code');
  });
});
