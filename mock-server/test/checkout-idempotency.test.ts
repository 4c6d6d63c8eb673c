/**
 * The checkout's Idempotency-Key (decision 016), over a real port: a retry of the same attempt is
 * answered with the first answer and buys nothing more, two identical requests at once make one
 * order and one charge, the same key with another body is 409 IDEMPOTENCY_KEY_REUSED, and keys are
 * the member's own.
 */
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type Wire,
  addMember,
  addPost,
  ledgerBalances,
  sessionNamer,
  sharedListeningApp,
  worldOf,
} from './helpers/market';

const { app, baseUrl } = sharedListeningApp();
const newSession = sessionNamer('checkout-idempotency');

interface Reply {
  status: number;
  replayed: string | null;
  body: Wire;
}

async function send(who: Actor, path: string, payload: unknown, key?: string): Promise<Reply> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(payload),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: await res.json(),
  };
}

/** A session with a seller, a funded verified buyer and two codes in the buyer's cart. */
async function cartOfTwo() {
  const session = newSession();
  const seller = addMember(app(), session, { seller: true });
  const buyer = addMember(app(), session, { emoney: 50_000, points: 3_000 });
  const codes = [9_000, 6_000].map((price) =>
    addPost(app(), session, 'CODE', seller.seq, { price }),
  );
  const lines: number[] = [];
  for (const code of codes) {
    const added = await send(buyer, '/api/cart', { type: 'CODE', typeSeq: code.seq });
    expect(added.status, JSON.stringify(added.body.error)).toBe(201);
    lines.push(added.body.response.seq);
  }
  return { session, seller, buyer, codes, lines, world: worldOf(app(), session) };
}

const ordersOf = (world: ReturnType<typeof worldOf>, userSeq: number) =>
  world.orders.filter((order) => order.userSeq === userSeq);

describe('POST /api/order with an Idempotency-Key', () => {
  it('answers a retry of the same attempt with the first order and charges once', async () => {
    const { buyer, lines, world } = await cartOfTwo();
    const before = ledgerBalances(world, buyer.seq);
    const body = { carts: lines, pointsToUse: 1_000 };

    const first = await send(buyer, '/api/order', body, 'attempt-1');
    expect(first.status, JSON.stringify(first.body.error)).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await send(buyer, '/api/order', body, 'attempt-1');
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);

    expect(ordersOf(world, buyer.seq).map((order) => order.id)).toEqual([first.body.response.id]);
    const total = first.body.response.total;
    expect(ledgerBalances(world, buyer.seq)).toEqual({
      emoney: before.emoney - (total - 1_000),
      points: before.points - 1_000,
    });
  });

  it('makes one order and one charge of two identical requests fired at once', async () => {
    const { buyer, lines, world, codes } = await cartOfTwo();
    const before = ledgerBalances(world, buyer.seq);
    const body = { carts: lines, pointsToUse: 0 };

    const answers = await Promise.all([
      send(buyer, '/api/order', body, 'double-click'),
      send(buyer, '/api/order', body, 'double-click'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(1);

    const orders = ordersOf(world, buyer.seq);
    expect(orders).toHaveLength(1);
    const total = orders[0]!.total;
    expect(ledgerBalances(world, buyer.seq)).toEqual({
      emoney: before.emoney - total,
      points: before.points,
    });
    const debits = world.ledger.filter((entry) => entry.userSeq === buyer.seq && entry.amount < 0);
    expect(debits).toHaveLength(1);
    for (const code of codes) expect(code.soldOrderId).toBe(orders[0]!.id);
  });

  it('refuses the same key with another body (409 IDEMPOTENCY_KEY_REUSED) and changes nothing', async () => {
    const { buyer, lines, world } = await cartOfTwo();
    const first = await send(buyer, '/api/order', { carts: [lines[0]] }, 'reused');
    expect(first.status).toBe(201);
    const after = ledgerBalances(world, buyer.seq);

    const other = await send(buyer, '/api/order', { carts: [lines[1]] }, 'reused');
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(ordersOf(world, buyer.seq)).toHaveLength(1);
    expect(ledgerBalances(world, buyer.seq)).toEqual(after);

    // A new key is a new attempt.
    const next = await send(buyer, '/api/order', { carts: [lines[1]] }, 'next');
    expect(next.status).toBe(201);
    expect(ordersOf(world, buyer.seq)).toHaveLength(2);
  });

  it('treats a body with its keys in another order, or the default spelled out, as the same', async () => {
    const { buyer, lines } = await cartOfTwo();
    const first = await send(buyer, '/api/order', { carts: lines }, 'same');
    const spelled = await send(buyer, '/api/order', { pointsToUse: 0, carts: lines }, 'same');
    expect(spelled.status).toBe(201);
    expect(spelled.replayed).toBe('true');
    expect(spelled.body.response.id).toBe(first.body.response.id);
  });

  it('answers a retried refusal with the same refusal, charging nothing', async () => {
    const { buyer, lines, world } = await cartOfTwo();
    const before = ledgerBalances(world, buyer.seq);
    const body = { carts: lines, pointsToUse: 9_999 };
    const first = await send(buyer, '/api/order', body, 'too-many-points');
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('INSUFFICIENT_BALANCE');
    const again = await send(buyer, '/api/order', body, 'too-many-points');
    expect(again.status).toBe(409);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(ordersOf(world, buyer.seq)).toHaveLength(0);
    expect(ledgerBalances(world, buyer.seq)).toEqual(before);
  });

  it("keeps each member's keys apart", async () => {
    const { session, seller, buyer, lines } = await cartOfTwo();
    const other = addMember(app(), session, { emoney: 50_000 });
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 5_000 });
    const added = await send(other, '/api/cart', { type: 'CODE', typeSeq: code.seq });

    const mine = await send(buyer, '/api/order', { carts: lines }, 'shared-key');
    const theirs = await send(
      other,
      '/api/order',
      { carts: [added.body.response.seq] },
      'shared-key',
    );
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.replayed).toBeNull();
    expect(theirs.body.response.id).not.toBe(mine.body.response.id);
  });

  it('still buys once per request without a key, and refuses a key that is not printable ASCII', async () => {
    const { buyer, lines } = await cartOfTwo();
    const bad = await send(buyer, '/api/order', { carts: lines }, 'x'.repeat(256));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    const plain = await send(buyer, '/api/order', { carts: lines });
    expect(plain.status).toBe(201);
    expect(plain.replayed).toBeNull();
  });
});
