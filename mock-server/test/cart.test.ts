/**
 * contract.cart over HTTP: the lines with domain's cart buyability, the badge count, adding with
 * every refusal, and all-or-nothing removal. Every answer is validated against the contract.
 */
import { describe, expect, it } from 'vitest';
import { findPost } from '@market/world';
import {
  type Actor,
  addMember,
  addPost,
  call,
  seeded,
  sharedApp,
  worldOf,
  writeWorld,
} from './helpers/market';

const app = sharedApp();
let sessions = 0;
const newSession = () => `cart-${++sessions}`;

function setup() {
  const session = newSession();
  const seller = seeded(app(), session, 'seller@example.com');
  const buyer = addMember(app(), session, { emoney: 100_000, points: 5_000 });
  return { session, seller, buyer };
}

const add = (who: Actor, type: string, typeSeq: number) =>
  call(app(), who, 'POST', '/api/cart', { type, typeSeq });

describe('GET /api/cart and /api/cart/itemCount', () => {
  it('refuse visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['GET', '/api/cart/itemCount'],
    ] as const) {
      const res = await call(app(), { 'x-mock-session': newSession() }, method, url);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    const added = await call(app(), {}, 'POST', '/api/cart', { type: 'CODE', typeSeq: 1 });
    expect(added.status).toBe(401);
    const removed = await call(app(), {}, 'POST', '/api/cart/delete', { seqList: [1] });
    expect(removed.status).toBe(401);
  });

  it("list the seeded buyer's own lines, newest first, and count them", async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const own = worldOf(app(), session).cartItems.filter((line) => line.userSeq === buyer.seq);
    expect(own.length).toBeGreaterThan(0);

    const list = await call(app(), buyer, 'GET', '/api/cart');
    expect(list.status).toBe(200);
    expect(list.body.response.map((line: { seq: number }) => line.seq).sort()).toEqual(
      own.map((line) => line.seq).sort(),
    );
    const addedAt = list.body.response.map((line: { addedAt: string }) => line.addedAt);
    expect(addedAt).toEqual([...addedAt].sort().reverse());
    for (const line of list.body.response) {
      expect(line.buyable).toBe(line.reason === null);
      expect(line.post.seq).toBe(line.typeSeq);
    }

    const count = await call(app(), buyer, 'GET', '/api/cart/itemCount');
    expect(count.body.response).toEqual({ count: own.length });
  });
});

describe('POST /api/cart', () => {
  it('adds a post once, newest first, with its price and buyability', async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 9_000 });
    const coupon = addPost(app(), session, 'COUPON', seller.seq);

    const first = await add(buyer, 'CODE', code.seq);
    expect(first.status).toBe(201);
    expect(first.body.response).toMatchObject({
      type: 'CODE',
      typeSeq: code.seq,
      price: 9_000,
      cartStatus: 'ENABLED',
      subscribed: false,
      buyable: true,
      reason: null,
    });
    expect((await add(buyer, 'COUPON', coupon.seq)).status).toBe(201);

    const again = await add(buyer, 'CODE', code.seq);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_IN_CART');

    const list = await call(app(), buyer, 'GET', '/api/cart');
    expect(list.body.response.map((line: { typeSeq: number }) => line.typeSeq)).toEqual([
      coupon.seq,
      code.seq,
    ]);
    const count = await call(app(), buyer, 'GET', '/api/cart/itemCount');
    expect(count.body.response.count).toBe(2);
  });

  it('answers 404 for a post that does not exist or was deleted', async () => {
    const { session, seller, buyer } = setup();
    expect((await add(buyer, 'CODE', 999_999)).status).toBe(404);
    const deleted = addPost(app(), session, 'COUPON', seller.seq, { deletedAt: Date.now() });
    const res = await add(buyer, 'COUPON', deleted.seq);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses own posts, blocked buyers, sold and expired items, full, joined and ended parties', async () => {
    const { session, seller, buyer } = setup();
    const now = app().store.session(session).clock.now();
    const code = addPost(app(), session, 'CODE', seller.seq);
    const sold = addPost(app(), session, 'CODE', seller.seq, { status: 'SOLD' });
    const expired = addPost(app(), session, 'COUPON', seller.seq, { expiresAt: '2026-03-01' });
    const lastDay = addPost(app(), session, 'COUPON', seller.seq, { expiresAt: '2026-03-02' });
    const full = addPost(app(), session, 'SUBSCRIPTION', seller.seq, { memberLimit: 1 });
    const ended = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      subscriptionStartsAt: '2026-01-01',
      subscriptionEndsAt: '2026-03-01',
    });
    const joined = addPost(app(), session, 'SUBSCRIPTION', seller.seq);
    const other = addMember(app(), session);
    for (const [post, userSeq] of [
      [full, other.seq],
      [joined, buyer.seq],
    ] as const) {
      writeWorld(app(), session, (world) =>
        world.partyMembers.push({
          seq: world.ids.partyMembers++,
          postSeq: post.seq,
          userSeq,
          status: 'ACTIVE',
          orderId: null,
          joinedAt: now,
          decidedAt: now,
          removalRequestedAt: null,
          removalConsent: null,
          renewalAgreed: null,
        }),
      );
    }

    const expectRefusal = async (
      who: Actor,
      type: string,
      seq: number,
      status: number,
      code: string,
    ) => {
      const res = await add(who, type, seq);
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
    };
    await expectRefusal(seller, 'CODE', code.seq, 409, 'OWN_POST');
    await expectRefusal(buyer, 'CODE', sold.seq, 409, 'SOLD_OUT');
    await expectRefusal(buyer, 'COUPON', expired.seq, 409, 'POST_EXPIRED');
    await expectRefusal(buyer, 'SUBSCRIPTION', full.seq, 409, 'PARTY_FULL');
    await expectRefusal(buyer, 'SUBSCRIPTION', ended.seq, 409, 'SUBSCRIPTION_ENDED');
    await expectRefusal(buyer, 'SUBSCRIPTION', joined.seq, 409, 'ALREADY_SUBSCRIBED');
    // The expiry day itself still sells.
    expect((await add(buyer, 'COUPON', lastDay.seq)).status).toBe(201);

    writeWorld(app(), session, (world) =>
      world.blocks.push({
        sellerSeq: seller.seq,
        userSeq: buyer.seq,
        reason: 'secret',
        createdAt: now,
      }),
    );
    const blocked = await add(buyer, 'CODE', code.seq);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('BLOCKED_BY_SELLER');
    expect(blocked.body.error.message).not.toContain('secret');

    const count = await call(app(), buyer, 'GET', '/api/cart/itemCount');
    expect(count.body.response.count).toBe(1);
  });

  it('rejects a malformed body without adding anything', async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq);
    const res = await call(app(), buyer, 'POST', '/api/cart', {
      type: 'CODE',
      typeSeq: code.seq,
      x: 1,
    });
    expect(res.status).toBe(400);
    expect((await call(app(), buyer, 'GET', '/api/cart/itemCount')).body.response.count).toBe(0);
  });
});

describe('cart line buyability (SPEC §4)', () => {
  it('keeps a code buyable, marks a sold coupon, a joined party and a withdrawn post', async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq);
    const coupon = addPost(app(), session, 'COUPON', seller.seq);
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, { memberLimit: 4 });
    const withdrawn = addPost(app(), session, 'COUPON', seller.seq);
    for (const [type, post] of [
      ['CODE', code],
      ['COUPON', coupon],
      ['SUBSCRIPTION', party],
      ['COUPON', withdrawn],
    ] as const) {
      expect((await add(buyer, type, post.seq)).status).toBe(201);
    }

    // Another member buys the code and the coupon, and the buyer joins the party from elsewhere.
    const rival = addMember(app(), session, { emoney: 100_000 });
    for (const [type, post] of [
      ['CODE', code],
      ['COUPON', coupon],
    ] as const) {
      const line = await add(rival, type, post.seq);
      const order = await call(app(), rival, 'POST', '/api/order', {
        carts: [line.body.response.seq],
      });
      expect(order.status).toBe(201);
    }
    const buyerLines = await call(app(), buyer, 'GET', '/api/cart');
    const partyLine = buyerLines.body.response.find(
      (l: { type: string }) => l.type === 'SUBSCRIPTION',
    );
    const joined = await call(app(), buyer, 'POST', '/api/order', { carts: [partyLine.seq] });
    expect(joined.status).toBe(201);
    expect((await add(buyer, 'SUBSCRIPTION', party.seq)).status).toBe(409);
    writeWorld(app(), session, (world) => {
      world.partyMembers.at(-1)!.status = 'ACTIVE';
      // The party line left the cart with the purchase: put it back as if added on another device.
      world.cartItems.push({
        seq: world.ids.cartItems++,
        userSeq: buyer.seq,
        type: 'SUBSCRIPTION',
        typeSeq: party.seq,
        status: 'ENABLED',
        createdAt: app().store.session(session).clock.now(),
      });
      findPost(world, 'COUPON', withdrawn.seq)!.deletedAt = app()
        .store.session(session)
        .clock.now();
    });

    const list = await call(app(), buyer, 'GET', '/api/cart');
    const byPost = (type: string, seq: number) =>
      list.body.response.find(
        (l: { type: string; typeSeq: number }) => l.type === type && l.typeSeq === seq,
      );
    expect(byPost('CODE', code.seq)).toMatchObject({ buyable: true, reason: null });
    expect(byPost('CODE', code.seq).post.status).toBe('SOLD');
    expect(byPost('COUPON', coupon.seq)).toMatchObject({ buyable: false, reason: 'SOLD_OUT' });
    expect(byPost('SUBSCRIPTION', party.seq)).toMatchObject({
      subscribed: true,
      buyable: false,
      reason: 'ALREADY_SUBSCRIBED',
    });
    expect(byPost('COUPON', withdrawn.seq)).toMatchObject({
      cartStatus: 'DISABLED',
      buyable: false,
      reason: 'DISABLED',
    });
  });
});

describe('POST /api/cart/delete', () => {
  it("removes the caller's lines and answers how many remain", async () => {
    const { session, seller, buyer } = setup();
    const seqs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const post = addPost(app(), session, 'CODE', seller.seq);
      seqs.push((await add(buyer, 'CODE', post.seq)).body.response.seq);
    }
    const res = await call(app(), buyer, 'POST', '/api/cart/delete', {
      seqList: [seqs[0], seqs[2]],
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ count: 1 });
    const list = await call(app(), buyer, 'GET', '/api/cart');
    expect(list.body.response.map((line: { seq: number }) => line.seq)).toEqual([seqs[1]]);
  });

  it("answers 404 for another member's line or an unknown one, and removes nothing", async () => {
    const { session, seller, buyer } = setup();
    const other = addMember(app(), session);
    const mine = (await add(buyer, 'CODE', addPost(app(), session, 'CODE', seller.seq).seq)).body
      .response.seq;
    const theirs = (await add(other, 'CODE', addPost(app(), session, 'CODE', seller.seq).seq)).body
      .response.seq;

    const stolen = await call(app(), buyer, 'POST', '/api/cart/delete', {
      seqList: [mine, theirs],
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('NOT_FOUND');
    const unknown = await call(app(), buyer, 'POST', '/api/cart/delete', { seqList: [999_999] });
    expect(unknown.status).toBe(404);

    expect((await call(app(), buyer, 'GET', '/api/cart/itemCount')).body.response.count).toBe(1);
    expect((await call(app(), other, 'GET', '/api/cart/itemCount')).body.response.count).toBe(1);
  });

  it('refuses an empty list', async () => {
    const { buyer } = setup();
    const res = await call(app(), buyer, 'POST', '/api/cart/delete', { seqList: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});
