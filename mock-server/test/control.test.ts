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
