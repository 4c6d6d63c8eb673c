/**
 * The central auth hook, over probe routes whose contract metadata asks for each level. Tokens are
 * issued the way the sign-in handler issues them.
 */
import { type RouteAuth, c, errors, meta, ok, success } from '@market/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueToken } from '../src/auth/tokens';
import type { MockRequest } from '../src/pipeline/mock-request';
import { resourceModules } from '../src/routes';
import { defineRouter } from '../src/routes/define-resource';
import { build, inSession, testWorld } from './helpers/build';

const probe = <A extends RouteAuth>(auth: A) =>
  ({
    method: 'GET',
    path: `/test/auth/${auth}`,
    summary: `answers the caller of a ${auth} route`,
    responses: { 200: ok(z.object({ userSeq: z.number().nullable() })), ...errors(401, 403) },
    metadata: meta('assumed', auth),
  }) as const;

const probes = c.router({
  public: probe('public'),
  optional: probe('optional'),
  member: probe('member'),
  seller: probe('seller'),
  admin: probe('admin'),
});

const answer = async ({ request }: { request: MockRequest }) => ({
  status: 200 as const,
  body: success({ userSeq: request.user?.seq ?? null }),
});
// A signed-in route's handler relies on request.user being set (defineResource types it so).
const answerSignedIn = async ({ request }: { request: MockRequest }) => {
  if (!request.user) throw new Error('a signed-in route ran without request.user');
  return { status: 200 as const, body: success({ userSeq: request.user.seq }) };
};

async function buildWithProbes(): Promise<FastifyInstance> {
  const probed = defineRouter('probes', probes, () => ({
    public: answer,
    optional: answer,
    member: answerSignedIn,
    seller: answerSignedIn,
    admin: answerSignedIn,
  }));
  const app = await build({ resources: [...resourceModules, probed] });
  await app.ready();
  return app;
}

function seqOf(email: string): number {
  const user = testWorld().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`the seed world has no ${email}`);
  return user.seq;
}

const bearer = (value: string) => ({ api_key: `Bearer ${value}` });

async function call(app: FastifyInstance, level: RouteAuth, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/test/auth/${level}`, headers });
  const body = res.json();
  return { status: res.statusCode, code: body.error?.code, userSeq: body.response?.userSeq };
}

describe('route metadata.auth, enforced centrally', () => {
  it('lets anyone call public routes, and resolves nobody there', async () => {
    const app = await buildWithProbes();
    const token = issueToken(app.store.session(), seqOf('buyer@example.com'), false);
    expect(await call(app, 'public')).toEqual({ status: 200, code: undefined, userSeq: null });
    expect(await call(app, 'public', bearer(token.value))).toMatchObject({ userSeq: null });
  });

  it('resolves the caller on optional routes, and treats a bad token as a visitor', async () => {
    const app = await buildWithProbes();
    const buyer = seqOf('buyer@example.com');
    const token = issueToken(app.store.session(), buyer, false);
    expect(await call(app, 'optional')).toMatchObject({ status: 200, userSeq: null });
    expect(await call(app, 'optional', bearer(token.value))).toMatchObject({ userSeq: buyer });
    expect(await call(app, 'optional', bearer('forged'))).toMatchObject({
      status: 200,
      userSeq: null,
    });
  });

  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    const app = await buildWithProbes();
    expect(await call(app, 'member')).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await call(app, 'member', bearer('forged'))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('accepts the member route for any signed-in user', async () => {
    const app = await buildWithProbes();
    for (const email of ['buyer@example.com', 'newbie@example.com', 'seller@example.com']) {
      const token = issueToken(app.store.session(), seqOf(email), false);
      expect(await call(app, 'member', bearer(token.value))).toEqual({
        status: 200,
        code: undefined,
        userSeq: seqOf(email),
      });
    }
  });

  it('ranks member < seller < admin', async () => {
    const app = await buildWithProbes();
    const tokenOf = (email: string) =>
      bearer(issueToken(app.store.session(), seqOf(email), false).value);
    const buyer = tokenOf('buyer@example.com');
    const seller = tokenOf('seller@example.com');
    const admin = tokenOf('admin@example.com');

    expect(await call(app, 'seller', buyer)).toMatchObject({ status: 403, code: 'SELLER_ONLY' });
    expect(await call(app, 'seller', seller)).toMatchObject({ status: 200 });
    expect(await call(app, 'admin', seller)).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    expect(await call(app, 'admin', buyer)).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    expect(await call(app, 'admin', admin)).toMatchObject({ status: 200 });
    expect(await call(app, 'seller', admin)).toMatchObject({ status: 200 });
  });

  it('expires a stay-logged-in token after 90 days on the world clock, with TOKEN_EXPIRED', async () => {
    const app = await buildWithProbes();
    const buyer = seqOf('buyer@example.com');
    const stay = issueToken(app.store.session(), buyer, true);
    const browserOnly = issueToken(app.store.session(), buyer, false);
    expect(stay.validUntil).toMatch(/^2026-05-31 10:00:00$/);
    expect(browserOnly.validUntil).toBeNull();

    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { days: 89, hours: 23 } });
    expect(await call(app, 'member', bearer(stay.value))).toMatchObject({ status: 200 });

    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { hours: 1 } });
    expect(await call(app, 'member', bearer(stay.value))).toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
    expect(await call(app, 'member', bearer(browserOnly.value))).toMatchObject({ status: 200 });
  });

  it('knows a token only in the session that issued it, until that session is reset', async () => {
    const app = await buildWithProbes();
    const token = issueToken(app.store.session('a'), seqOf('buyer@example.com'), false);
    const headers = (id: string) => inSession(id, bearer(token.value));

    expect(await call(app, 'member', headers('a'))).toMatchObject({ status: 200 });
    expect(await call(app, 'member', headers('b'))).toMatchObject({ status: 401 });
    expect(await call(app, 'member', bearer(token.value))).toMatchObject({ status: 401 });

    await app.inject({ method: 'POST', url: '/__mock/reset', headers: inSession('a') });
    expect(await call(app, 'member', headers('a'))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses the token of a removed account', async () => {
    const app = await buildWithProbes();
    const buyer = seqOf('buyer@example.com');
    const token = issueToken(app.store.session(), buyer, false);
    app.store.session().transact((world) => {
      world.users.find((user) => user.seq === buyer)!.removedAt = Date.now();
    });
    expect(await call(app, 'member', bearer(token.value))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});
