/**
 * With response validation on (as in every test), an answer that breaks the contract fails loudly:
 * a 500 in the envelope for the client, and a log line naming the route for the developer.
 */
import { Writable } from 'node:stream';
import { c, contract, errors, failure, ok, success, successPage } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailure } from '../src/http/api-failure';
import { defineRouter } from '../src/routes/define-resource';
import { build } from './helpers/build';

const Count = z.object({ n: z.number() });

const guarded = c.router(
  {
    broken: {
      method: 'GET',
      path: '/test/broken',
      responses: { 200: ok(Count) },
    },
    undeclared: {
      method: 'GET',
      path: '/test/undeclared',
      responses: { 200: ok(Count) },
    },
    declaredFailure: {
      method: 'GET',
      path: '/test/declared-failure',
      responses: { 200: ok(Count), ...errors(404) },
    },
    crash: {
      method: 'GET',
      path: '/test/crash',
      responses: { 200: ok(Count) },
    },
  },
  { strictStatusCodes: true },
);

async function buildGuarded(validateResponses: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const guardedRoutes = defineRouter('guarded', guarded, () => ({
    broken: async () => ({ status: 200, body: success({ n: 'three' as unknown as number }) }),
    undeclared: async () => failure('NOT_FOUND', 'gone') as never,
    declaredFailure: async () => {
      throw new ApiFailure('NOT_FOUND', 'No such thing');
    },
    crash: async () => {
      throw new Error('secret detail of the crash');
    },
  }));
  const app = await build({
    validateResponses,
    logger: { level: 'error', stream },
    resources: [guardedRoutes],
  });
  await app.ready();
  return { app, lines };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('response validation', () => {
  it('turns a body that breaks the schema into a logged 500 INTERNAL_ERROR', async () => {
    const { app, lines } = await buildGuarded(true);
    const res = await get(app, '/test/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    expect(lines.join('')).toContain('response breaks the contract of GET /test/broken');
  });

  it('turns a status the route does not declare into a logged 500', async () => {
    const { app, lines } = await buildGuarded(true);
    const res = await get(app, '/test/undeclared');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(lines.join('')).toContain(
      'status 404 is not declared by the contract of GET /test/undeclared',
    );
  });

  it('lets a thrown ApiFailure through when the route declares its status', async () => {
    const { app } = await buildGuarded(true);
    const res = await get(app, '/test/declared-failure');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(failure('NOT_FOUND', 'No such thing').body);
  });

  it('answers a crash with 500 INTERNAL_ERROR and keeps its details in the log', async () => {
    const { app, lines } = await buildGuarded(true);
    const res = await get(app, '/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal error' });
    expect(res.body).not.toContain('secret detail');
    expect(lines.join('')).toContain('secret detail of the crash');
  });

  it('is off unless asked for: the broken body goes out as it is', async () => {
    const { app } = await buildGuarded(false);
    const res = await get(app, '/test/broken');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ n: 'three' });
  });
});

describe('request validation on a contract route', () => {
  it('answers an invalid path and query with 400 VALIDATION_FAILED naming each field', async () => {
    let called = false;
    // The contract's own route and schemas, moved to a path of its own so that this test does not
    // depend on (or collide with) the catalogue module.
    const listSellerPosts = {
      ...contract.catalogue.listSellerPosts,
      path: '/test/seller/:sellerSeq/posts',
    } as const;
    const moved = defineRouter('moved', { listSellerPosts }, () => ({
      listSellerPosts: async () => {
        called = true;
        return {
          status: 200,
          body: successPage([], {
            currentPage: 1,
            pageSize: 20,
            totalCount: 0,
            totalPage: 0,
            nextPage: null,
          }),
        };
      },
    }));
    const app = await build({ resources: [moved] });

    const bad = await app.inject({
      method: 'GET',
      url: '/test/seller/abc/posts?page=0&type=BOOK',
    });
    expect(bad.statusCode).toBe(400);
    const { error } = bad.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('params.sellerSeq');
    expect(error.message).toContain('query.page');
    expect(error.message).toContain('query.type');
    expect(called).toBe(false);

    const good = await app.inject({ method: 'GET', url: '/test/seller/3/posts?type=CODE' });
    expect(good.statusCode).toBe(200);
    expect(called).toBe(true);
  });
});
