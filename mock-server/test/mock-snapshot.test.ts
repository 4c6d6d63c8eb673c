/**
 * `mock.snapshot()` and `createMock({ restore })` (store/world-snapshot.ts): a session saved as
 * structured-clonable data and opened in a new mock answers as the old one did (the demo's
 * reloads), and a reset still goes back to the seed.
 */
import { describe, expect, it } from 'vitest';
import { type Mock, answerFetch, createMock } from '../src/browser';
import { TEST_NOW, TEST_SEED, testWorld } from './helpers/build';
import { PASSWORD } from './helpers/member-client';

const ORIGIN = 'http://demo.test';

/** Answers are read loosely: the mock validates them against the contract (`validateResponses`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

async function call(mock: Mock, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { api_key: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await answerFetch(
    mock,
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Loose };
}

const newMock = (restore?: ReturnType<Mock['snapshot']>) =>
  createMock({
    seed: TEST_SEED,
    size: 'small',
    now: TEST_NOW,
    validateResponses: true,
    world: testWorld(),
    ...(restore ? { restore } : {}),
  });

/** Signs the buyer in and buys the first code post it may: the order's id and the token. */
async function signInAndBuy(mock: Mock) {
  const auth = await call(mock, 'POST', '/api/auth', undefined, {
    email: 'buyer@example.com',
    password: PASSWORD,
  });
  expect(auth.status).toBe(200);
  const token: string = auth.body.response.token.value;
  for (const post of mock.store.seed.codePosts) {
    const cart = await call(mock, 'POST', '/api/cart', token, { type: 'CODE', typeSeq: post.seq });
    if (cart.status !== 201) continue;
    const order = await call(mock, 'POST', '/api/order', token, {
      carts: [cart.body.response.seq],
      pointsToUse: 0,
    });
    if (order.status === 201) return { token, orderId: order.body.response.id as string };
  }
  throw new Error('no code post the buyer can buy in the test world');
}

/** What a signed-in buyer sees that the purchase changed. */
async function view(mock: Mock, token: string, orderId: string) {
  return {
    me: (await call(mock, 'GET', '/api/account/me', token)).status,
    balances: (await call(mock, 'GET', '/api/cp', token)).body,
    order: (await call(mock, 'GET', `/api/order/${orderId}/view`, token)).body,
    orders: (await call(mock, 'GET', '/api/order/list', token)).body,
    clock: (await call(mock, 'GET', '/__mock/clock')).body.response.now,
  };
}

describe('a mock snapshot', () => {
  it('restored in a new mock gives the same answers: token, balances, orders, clock', async () => {
    const before = newMock();
    const { token, orderId } = await signInAndBuy(before);
    expect((await call(before, 'POST', '/__mock/clock', undefined, { days: 1 })).status).toBe(200);
    const seen = await view(before, token, orderId);
    expect(seen.me).toBe(200);
    expect(seen.order.success).toBe(true);

    // Through structuredClone, as IndexedDB and postMessage keep it.
    const saved = structuredClone(before.snapshot());
    const after = newMock(saved);
    expect(await view(after, token, orderId)).toEqual(seen);
    expect(after.snapshot().account).toEqual(saved.account);

    // The restored world takes writes, and a reset goes back to the seed, signed out.
    expect(
      (await call(after, 'POST', '/api/cart', token, { type: 'CODE', typeSeq: 1 })).status,
    ).not.toBe(401);
    expect((await call(after, 'POST', '/__mock/reset')).status).toBe(200);
    expect((await call(after, 'GET', '/api/account/me', token)).status).toBe(401);
    expect(after.store.session().world.orders).toHaveLength(testWorld().orders.length);
  });
});
