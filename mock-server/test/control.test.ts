import { describe, expect, it } from 'vitest';
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

describe('POST /__mock/transfers/:orderId/receive', () => {
  it('answers 503 until a resource module provides the action', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/__mock/transfers/ORD-1/receive' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it("runs the provided action against the caller's session", async () => {
    const app = await build();
    const calls: Array<[string, string]> = [];
    app.controlActions.provide('receiveTransfer', (session, orderId) => {
      calls.push([session.id, orderId]);
      return { orderId, status: 'PAID', credited: 10_000 };
    });

    const res = await app.inject({
      method: 'POST',
      url: '/__mock/transfers/ORD-20260302-000001/receive',
      headers: inSession('t1'),
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      orderId: 'ORD-20260302-000001',
      status: 'PAID',
      credited: 10_000,
    });
    expect(calls).toEqual([['t1', 'ORD-20260302-000001']]);
    expect(() => app.controlActions.provide('receiveTransfer', () => ({}) as never)).toThrow(
      /already provided/,
    );
  });
});
