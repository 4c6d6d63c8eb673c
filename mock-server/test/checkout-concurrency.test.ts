/**
 * The last code sold exactly once: fifty members, each signed up, verified and topped up over HTTP,
 * check out the same single code at the same moment over a real listening port. Handlers check and
 * write without an await in between, so one order is placed and forty-nine are refused, and nobody's
 * money moves but the winner's.
 */
import { walletBalance } from '@market/world';
import { describe, expect, it } from 'vitest';
import { type Wire, addPost, seeded, sharedListeningApp, worldOf } from './helpers/market';

const BUYERS = 50;
const TOP_UP = 30_000;
const SESSION = 'checkout-race';
const WEB_ORIGIN = 'http://localhost:5173';

const { app, baseUrl } = sharedListeningApp();

interface Reply {
  status: number;
  body: Wire;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'x-mock-session': SESSION,
      ...(token ? { api_key: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, body: await res.json() };
}

/** A new member, signed up, identity-verified through the simulated provider and topped up. */
async function newVerifiedBuyer(n: number): Promise<{ token: string; seq: number }> {
  const signUp = await send('POST', '/api/auth/sign-up', null, {
    email: `racer${n}@example.com`,
    password: 'Racer-Passw0rd!',
    nickname: `racer${n}`,
    agreements: { terms: true, personalInformation: true, notifications: true },
  });
  expect(signUp.status, JSON.stringify(signUp.body.error)).toBe(201);
  const token: string = signUp.body.response.token.value;

  const start = await send(
    'POST',
    '/api/auth/identity/start',
    token,
    {
      name: `Racer ${n}`,
      cellPhone: `010-5555-${String(n).padStart(4, '0')}`,
      dateOfBirth: '1990-01-01',
    },
    { origin: WEB_ORIGIN },
  );
  expect(start.status, JSON.stringify(start.body.error)).toBe(200);
  const page = await fetch(`${baseUrl()}${new URL(start.body.response.url).pathname}`, {
    headers: { 'x-mock-session': SESSION },
    redirect: 'manual',
  });
  const back = new URL(String(page.headers.get('location')));
  const verified = await send('POST', '/api/auth/identity/callback', token, {
    encData: back.searchParams.get('enc_data'),
    integrityValue: back.searchParams.get('integrity_value'),
    tokenVersionId: back.searchParams.get('token_version_id'),
  });
  expect(verified.status, JSON.stringify(verified.body.error)).toBe(200);

  const topUp = await send('POST', '/api/cp/cash/charge', token, { amount: TOP_UP });
  expect(topUp.status, JSON.stringify(topUp.body.error)).toBe(201);
  const received = await send(
    'POST',
    `/__mock/transfers/${topUp.body.response.orderId}/receive`,
    null,
  );
  expect(received.status).toBe(200);
  return { token, seq: signUp.body.response.user.seq };
}

describe('50 concurrent checkouts of the last code', () => {
  // Fifty members signed up, verified and topped up over a real socket: more than the default 5 s
  // on a busy machine.
  it(
    'give exactly one order, one SOLD post and 49 refusals, with every balance intact',
    { timeout: 30_000 },
    async () => {
      const seller = seeded(app(), SESSION, 'seller@example.com');
      const world = worldOf(app(), SESSION);
      const code = addPost(app(), SESSION, 'CODE', seller.seq, { price: 9_200 });
      const sellerBefore = walletBalance(world, seller.seq, 'EMONEY');

      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, (_, n) => newVerifiedBuyer(n + 1)),
      );
      const carts = await Promise.all(
        buyers.map((buyer) =>
          send('POST', '/api/cart', buyer.token, { type: 'CODE', typeSeq: code.seq }),
        ),
      );
      expect(carts.map((res) => res.status)).toEqual(buyers.map(() => 201));

      // Every checkout is on the wire before any answer comes back.
      const answers = await Promise.all(
        buyers.map((buyer, i) =>
          send('POST', '/api/order', buyer.token, { carts: [carts[i]!.body.response.seq] }),
        ),
      );

      const won = answers.filter((res) => res.status === 201);
      const refused = answers.filter((res) => res.status === 409);
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(BUYERS - 1);
      for (const res of refused) expect(['SOLD_OUT', 'NOT_BUYABLE']).toContain(res.body.error.code);

      const order = won[0]!.body.response;
      const winner = buyers[answers.indexOf(won[0]!)]!;
      expect(code.status).toBe('SOLD');
      expect(code.soldOrderId).toBe(order.id);
      const ordersOfCode = world.orders.filter((o) =>
        o.items.some((item) => item.postType === 'CODE' && item.postSeq === code.seq),
      );
      expect(ordersOfCode.map((o) => o.id)).toEqual([order.id]);

      for (const buyer of buyers) {
        const credits = await send('GET', '/api/cp', buyer.token);
        const expected = buyer === winner ? TOP_UP - order.total : TOP_UP;
        expect(credits.body.response).toMatchObject({ emoney: expected, points: 0 });
        expect(walletBalance(world, buyer.seq, 'EMONEY')).toBe(expected);
        const count = await send('GET', '/api/cart/itemCount', buyer.token);
        expect(count.body.response.count).toBe(buyer === winner ? 0 : 1);
      }
      expect(walletBalance(world, seller.seq, 'EMONEY')).toBe(sellerBefore);
    },
  );
});
