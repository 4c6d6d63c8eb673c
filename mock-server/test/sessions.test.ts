import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens';
import { TEST_NOW, build, inSession, testWorld } from './helpers/build';

const clockOf = async (app: Awaited<ReturnType<typeof build>>, headers = {}) =>
  (await app.inject({ method: 'GET', url: '/__mock/clock', headers })).json().response.epochMs;

describe('sessions (x-mock-session)', () => {
  it('gives each session its own clock', async () => {
    const app = await build();
    await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: inSession('alice'),
      payload: { days: 10 },
    });
    await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: inSession('bob'),
      payload: { days: 1 },
    });

    expect(await clockOf(app, inSession('alice'))).toBe(TEST_NOW + 10 * 86_400_000);
    expect(await clockOf(app, inSession('bob'))).toBe(TEST_NOW + 86_400_000);
    expect(await clockOf(app)).toBe(TEST_NOW);
  });

  it('gives each session its own copy of the seed world', async () => {
    const app = await build();
    await app.ready();
    const alice = app.store.session('alice');
    const bob = app.store.session('bob');
    const original = testWorld().users[0]!.nickname;

    alice.transact((world) => void (world.users[0]!.nickname = 'changed by alice'));

    expect(bob.world.users[0]!.nickname).toBe(original);
    expect(app.store.session().world.users[0]!.nickname).toBe(original);
    expect(app.store.seed.users[0]!.nickname).toBe(original);
    expect(app.store.session('alice').world.users[0]!.nickname).toBe('changed by alice');
  });

  it('refuses a session id outside the safe alphabet', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'GET',
      url: '/__mock/health',
      headers: inSession('no spaces/please'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().error.message).toContain('x-mock-session');
  });

  it('drops the least recently used session beyond the limit, never the default one', async () => {
    const app = await build({ maxSessions: 3 });
    await app.ready();
    app.store.session().transact((world) => void (world.users[0]!.nickname = 'kept'));
    for (const id of ['s1', 's2', 's3']) app.store.session(id);

    expect(app.store.openSessions).toBe(3);
    expect(app.store.has('s1')).toBe(false);
    expect(app.store.has('s3')).toBe(true);
    expect(app.store.session().world.users[0]!.nickname).toBe('kept');
  });
});

describe('POST /__mock/reset', () => {
  it("puts the caller's session back to the seed and leaves other sessions alone", async () => {
    const app = await build();
    await app.ready();
    for (const id of ['a', 'b']) {
      await app.inject({
        method: 'POST',
        url: '/__mock/clock',
        headers: inSession(id),
        payload: { days: 2 },
      });
      await app.inject({
        method: 'POST',
        url: '/__mock/faults',
        headers: inSession(id),
        payload: { pattern: '/api/x', code: 'RATE_LIMITED' },
      });
      app.store
        .session(id)
        .transact((world) => void (world.users[0]!.nickname = `changed in ${id}`));
    }

    const res = await app.inject({ method: 'POST', url: '/__mock/reset', headers: inSession('a') });

    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ session: 'a' });
    expect(await clockOf(app, inSession('a'))).toBe(TEST_NOW);
    expect(
      (await app.inject({ method: 'GET', url: '/api/x', headers: inSession('a') })).statusCode,
    ).toBe(404);
    expect(app.store.session('a').world.users[0]!.nickname).toBe(testWorld().users[0]!.nickname);

    expect(await clockOf(app, inSession('b'))).toBe(TEST_NOW + 2 * 86_400_000);
    expect(
      (await app.inject({ method: 'GET', url: '/api/x', headers: inSession('b') })).statusCode,
    ).toBe(429);
    expect(app.store.session('b').world.users[0]!.nickname).toBe('changed in b');
  });
});

describe('copy on write', () => {
  it('keeps writes, nested writes and replaced collections in their session', async () => {
    const app = await build();
    await app.ready();
    const seedJson = JSON.stringify(app.store.seed);
    const alice = app.store.session('a');
    alice.transact((a) => {
      a.ids.orders += 100;
      a.cartItems = [];
      a.couponPosts[0]!.title.en = 'changed';
      a.chatRooms[0]!.memberSeqs.push(999_999);
    });

    const b = app.store.session('b').world;
    expect(b.ids.orders).toBe(app.store.seed.ids.orders);
    expect(b.cartItems.length).toBe(app.store.seed.cartItems.length);
    expect(b.couponPosts[0]!.title.en).not.toBe('changed');
    expect(b.chatRooms[0]!.memberSeqs).not.toContain(999_999);
    expect(alice.world.cartItems).toEqual([]);
    expect(app.store.session('a').world.couponPosts[0]!.title.en).toBe('changed');
    expect(JSON.stringify(app.store.seed)).toBe(seedJson);
    expect(JSON.stringify(b)).toBe(seedJson);
  });

  it('shares every record with the seed until the session writes, then copies only that record', async () => {
    const app = await build();
    await app.ready();
    const { seed } = app.store;
    const session = app.store.session('sharing');
    expect(session.world.orders).toBe(seed.orders);
    expect(session.world.couponPosts).toBe(seed.couponPosts);

    session.transact((world) => void (world.orders[3]!.status = 'CANCELLED'));

    const orders = session.world.orders;
    expect(orders).not.toBe(seed.orders);
    expect(orders[3]).not.toBe(seed.orders[3]);
    expect(orders[3]!.status).toBe('CANCELLED');
    // Every other record is still the seed's own object, and other collections are untouched.
    expect(orders.filter((order, i) => order !== seed.orders[i])).toHaveLength(1);
    expect(session.world.couponPosts).toBe(seed.couponPosts);
  });

  it('refuses a write to a shared record outside a transaction, leaving the seed as it was', async () => {
    const app = await build();
    await app.ready();
    const seedJson = JSON.stringify(app.store.seed);
    const world = app.store.session('stray').world;
    expect(() => {
      world.users[0]!.nickname = 'stray';
    }).toThrow(TypeError);
    expect(() => world.ledger.push(world.ledger[0]!)).toThrow(TypeError);
    expect(JSON.stringify(app.store.seed)).toBe(seedJson);
  });
});

describe('random source of tokens and codes', () => {
  const firstToken = async (overrides: Parameters<typeof build>[0]) => {
    const app = await build(overrides);
    await app.ready();
    const session = app.store.session('recording');
    return [
      issueToken(session, session.world.users[0]!.seq, false).value,
      issueToken(session, session.world.users[0]!.seq, false).value,
    ];
  };

  it('draws the same tokens on every boot when seeded (recordings), different ones otherwise', async () => {
    const seeded = await firstToken({ random: 'seeded' });
    expect(await firstToken({ random: 'seeded' })).toEqual(seeded);
    expect(seeded[0]).not.toBe(seeded[1]);
    expect(await firstToken({})).not.toEqual(await firstToken({}));
  });
});
