import { describe, expect, it } from 'vitest';
import { ControlActionRegistry } from '../src/control/actions';
import { build, inSession, testWorld } from './helpers/build';

describe('GET /__mock/accounts', () => {
  it('lists the seeded accounts of ARCHITECTURE.md with their passwords', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/__mock/accounts' });
    expect(res.statusCode).toBe(200);
    const accounts = res.json().response as Array<{
      email: string;
      password: string;
      userSeq: number;
    }>;
    expect(accounts.map((account) => account.email)).toEqual([
      'buyer@example.com',
      'newbie@example.com',
      'seller@example.com',
      'seller2@example.com',
      'admin@example.com',
    ]);
    for (const account of accounts) {
      expect(account.password).toBe('Passw0rd!');
      expect(testWorld().users.find((user) => user.seq === account.userSeq)?.email).toBe(
        account.email,
      );
    }
  });
});

describe('control actions', () => {
  it('answer 503 SERVICE_UNAVAILABLE until a resource module provides them', () => {
    const registry = new ControlActionRegistry();
    expect(() => registry.get('receiveTransfer')).toThrow(
      expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
    );
  });

  it('are provided once, by the module that owns the data (the wallet: receiveTransfer)', async () => {
    const app = await build();
    expect(() => app.controlActions.provide('receiveTransfer', () => ({}) as never)).toThrow(
      /already provided/,
    );
    // The wallet's action runs against the caller's session: an unknown order is refused there.
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/transfers/ORD-19990101-000001/receive',
      headers: inSession('t1'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('GET /__mock/session', () => {
  it('names the session and the user its token signs in, or null', async () => {
    const app = await build();
    const anonymous = await app.inject({
      method: 'GET',
      url: '/__mock/session',
      headers: inSession('who-am-i'),
    });
    expect(anonymous.json().response).toEqual({ session: 'who-am-i', user: null });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: inSession('who-am-i'),
      payload: { email: 'seller@example.com', password: 'Passw0rd!' },
    });
    const token = signIn.json().response.token.value as string;
    const signedIn = await app.inject({
      method: 'GET',
      url: '/__mock/session',
      headers: inSession('who-am-i', { api_key: `Bearer ${token}` }),
    });
    expect(signedIn.json().response).toMatchObject({
      session: 'who-am-i',
      user: { email: 'seller@example.com', roles: expect.arrayContaining(['SELLER']) },
    });
  });
});

describe('GET /__mock/transfers', () => {
  it('lists the top-ups awaiting their transfer, and not once received', async () => {
    const app = await build();
    const headers = inSession('transfers');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers,
      payload: { email: 'buyer@example.com', password: 'Passw0rd!' },
    });
    const token = signIn.json().response.token.value as string;
    const before = (await app.inject({ method: 'GET', url: '/__mock/transfers', headers })).json()
      .response as Array<{ orderId: string }>;
    const topUp = await app.inject({
      method: 'POST',
      url: '/api/cp/cash/charge',
      headers: { ...headers, api_key: `Bearer ${token}` },
      payload: { amount: 20000 },
    });
    const orderId = topUp.json().response.orderId as string;
    const listed = (await app.inject({ method: 'GET', url: '/__mock/transfers', headers })).json()
      .response as Array<{ orderId: string; email: string; amount: number }>;
    expect(listed).toHaveLength(before.length + 1);
    expect(listed.at(-1)).toMatchObject({ orderId, email: 'buyer@example.com', amount: 20000 });

    await app.inject({ method: 'POST', url: `/__mock/transfers/${orderId}/receive`, headers });
    const after = (await app.inject({ method: 'GET', url: '/__mock/transfers', headers })).json()
      .response as Array<{ orderId: string }>;
    expect(after.map((transfer) => transfer.orderId)).not.toContain(orderId);
  });
});

describe('/__mock/journal', () => {
  it("records a session's requests off the control API with their answers, only while asked", async () => {
    const app = await build();
    const get = (url: string, session: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { ...inSession(session), ...headers } });
    await get('/api/category', 'j1'); // before recording: not kept
    const started = await app.inject({
      method: 'POST',
      url: '/__mock/journal',
      headers: inSession('j1'),
    });
    expect(started.json().response).toEqual({ recording: true });
    await get('/api/category', 'j2'); // another session: not kept
    await get('/api/coupon?page=1&size=1', 'j1', { 'x-contract-case': 'call' });
    await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { ...inSession('j1'), api_key: 'Bearer secret' },
      payload: { email: 'buyer@example.com', password: 'wrong' },
    });
    await get('/__mock/clock', 'j1'); // the control API: not kept

    const journal = (await get('/__mock/journal', 'j1')).json().response as Array<{
      method: string;
      path: string;
      query: Record<string, string>;
      headers: Record<string, string>;
      body?: unknown;
      status: number;
      answer?: { success: boolean; pagination?: { pageSize: number } };
    }>;
    expect(journal.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /api/coupon 200',
      'POST /api/auth 401',
    ]);
    const [list, signIn] = journal;
    expect(list!.query).toEqual({ page: '1', size: '1' });
    expect(list!.headers['x-contract-case']).toBe('call');
    expect(list!.answer?.pagination?.pageSize).toBe(1);
    expect(signIn!.body).toEqual({ email: 'buyer@example.com', password: 'wrong' });
    expect(signIn!.headers.api_key).toBeUndefined();
    expect(signIn!.answer?.success).toBe(false);

    const stopped = await app.inject({
      method: 'DELETE',
      url: '/__mock/journal',
      headers: inSession('j1'),
    });
    expect(stopped.json().response).toEqual({ removed: 2 });
    await get('/api/category', 'j1');
    expect((await get('/__mock/journal', 'j1')).json().response).toEqual([]);
  });
});
