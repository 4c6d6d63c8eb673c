/**
 * The component tests' API server answers only what the contract allows: a declared answer that
 * does not fit is a compile error (the `@ts-expect-error` lines below fail typecheck once they
 * compile) and, at run time, a refused request and a failed test naming route, status and issue.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { created, fail, ok, startApiServer, type ApiServer, type Routes } from './api-server';
import { wireBlockedMember } from './seller-business-data';
import { wireSellerCoupon } from './seller-listings-data';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve<Key extends string>(routes: Routes<Key>) {
  server = await startApiServer(routes);
  return server;
}

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server!.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error: unknown } };
}

describe('the test API server', () => {
  it('answers a declared answer the contract allows', async () => {
    await serve({ 'POST /api/seller/block': () => created(wireBlockedMember({ userSeq: 8 })) });
    const answer = await send('POST', '/api/seller/block', { userSeq: 8, reason: 'Rude' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, response: { userSeq: 8 } });
    expect(() => server!.assertContractKept()).not.toThrow();
  });

  it('refuses a body the route does not answer, naming route, status and the Zod issue', async () => {
    await serve({
      // @ts-expect-error: userSeq is a number in the contract
      'POST /api/seller/block': () => created({ ...wireBlockedMember(), userSeq: 'eight' }),
    });
    const answer = await send('POST', '/api/seller/block', { userSeq: 8, reason: 'Rude' });
    expect(answer).toMatchObject({ status: 500, body: { error: { code: 'INTERNAL_ERROR' } } });
    expect(() => server!.assertContractKept()).toThrow(
      /POST \/api\/seller\/block answered 201 with a body the contract refuses:\n {2}response\.userSeq: Expected number, received string/,
    );
    // Reported once: the next test of the file starts clean.
    expect(() => server!.assertContractKept()).not.toThrow();
  });

  it('refuses a status the route does not declare', async () => {
    await serve({
      // @ts-expect-error: blocking answers 201, not 200
      'POST /api/seller/block': () => ok(wireBlockedMember()),
    });
    await send('POST', '/api/seller/block', { userSeq: 8, reason: 'Rude' });
    expect(() => server!.assertContractKept()).toThrow(
      'POST /api/seller/block answered 200, a status the contract does not declare (it declares 201, 400, 401, 403, 404, 409)',
    );
  });

  it('takes an error code with the status the catalogue gives it, and server faults on any route', async () => {
    await serve({
      'POST /api/seller/block': () => fail('CANNOT_BLOCK_ACTIVE_MEMBER'),
      'POST /api/seller/unblock': () => fail('INTERNAL_ERROR'),
    });
    expect((await send('POST', '/api/seller/block', {})).status).toBe(409);
    expect((await send('POST', '/api/seller/unblock', {})).status).toBe(500);
    expect(() => server!.assertContractKept()).not.toThrow();
  });

  it('answers a concrete path for that value only, and a signature for every value', async () => {
    await serve({
      'GET /api/seller/coupon/51/view': ({ params }) => ok(wireSellerCoupon({ seq: +params.seq })),
      'GET /api/seller/code/:seq/view': () => fail('NOT_FOUND'),
    });
    expect(await send('GET', '/api/seller/coupon/51/view')).toMatchObject({ status: 200 });
    expect(await send('GET', '/api/seller/coupon/52/view')).toMatchObject({
      status: 404,
      body: { error: { code: 'ROUTE_NOT_FOUND' } },
    });
    expect((await send('GET', '/api/seller/code/61/view')).status).toBe(404);
    expect(() => server!.assertContractKept()).not.toThrow();
  });

  it('does not compile a route the contract lacks', async () => {
    await serve({
      // @ts-expect-error: no such route in the contract
      'GET /api/seller/coupons': () => ok([]),
    });
    expect((await send('GET', '/api/seller/coupons')).status).toBe(404);
  });
});
