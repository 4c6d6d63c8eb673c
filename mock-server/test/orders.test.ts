/**
 * contract.orders over HTTP: checkout with e-money and points, parties, the refusals that change
 * nothing, confirmation by receipt and by the clock, the order pages and purchase lists with their
 * secrets, the cancel preview, reviews and refund requests, and the 404 of another member's data.
 * Every answer is validated against the contract.
 */
import { contract } from '@market/contract';
import { addDays, autoConfirmAt, toDateString, toDateTimeString } from '@market/domain';
import { PLATFORM_ACCOUNT } from '@market/world';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type NewMember,
  ORDER_FEE,
  addMember,
  addPost,
  call,
  ledgerBalances,
  marketTest,
  seeded,
  worldOf,
  writeWorld,
} from './helpers/market';

const { app, newSession, get, post, sellerAndBuyer } = marketTest('orders');
const setup = (funds: NewMember = { emoney: 100_000, points: 5_000 }) => sellerAndBuyer(funds);

const clockOf = (session: string) => app().store.session(session).clock;

async function addToCart(who: Actor, type: string, typeSeq: number): Promise<number> {
  const res = await post(who, '/api/cart', { type, typeSeq });
  expect(res.status).toBe(201);
  return res.body.response.seq;
}

async function buy(who: Actor, type: string, typeSeq: number, pointsToUse = 0) {
  const cart = await addToCart(who, type, typeSeq);
  const res = await post(who, '/api/order', { carts: [cart], pointsToUse });
  expect(res.status).toBe(201);
  return res.body.response;
}

describe('authorization', () => {
  it('refuses visitors on every route', async () => {
    const samples: Record<string, string> = {
      id: 'ORD-1',
      orderId: 'ORD-1',
      seq: '1',
      productId: '1',
    };
    for (const route of Object.values(contract.orders)) {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => samples[name]!);
      const body = route.method === 'POST' ? {} : undefined;
      const res = await call(app(), { 'x-mock-session': newSession() }, route.method, url, body);
      expect({ url, status: res.status }).toEqual({ url, status: 401 });
    }
  });

  it("answers 404 for another member's order, items and review", async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq);
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq);
    const order = await buy(buyer, 'CODE', code.seq);
    const joined = await buy(buyer, 'SUBSCRIPTION', party.seq);
    const item = order.items[0].seq;
    const seat = joined.items[0].seq;
    expect(
      (await post(buyer, `/api/order/${item}/review`, { like: true, review: 'ok' })).status,
    ).toBe(201);

    const stranger = addMember(app(), session, { emoney: 10_000 });
    const probes: Array<[string, string, unknown?]> = [
      ['GET', `/api/order/${order.id}/view`],
      ['GET', `/api/order/${order.id}/transfer/check`],
      ['POST', `/api/order/${order.id}/receipt`],
      ['GET', `/api/order/code/${item}/view`],
      ['GET', `/api/order/subscription/${seat}/view`],
      ['GET', `/api/order/subscription/${seat}/cancel/view`],
      ['GET', `/api/order/${item}/review`],
      ['POST', `/api/order/${item}/review`, { like: false, review: 'not mine' }],
      ['POST', `/api/order/${item}/refund/request`, { reason: 'not mine' }],
    ];
    for (const [method, url, body] of probes) {
      const res = await call(app(), stranger, method as 'GET' | 'POST', url, body);
      expect({ url, status: res.status, code: res.body.error?.code }).toEqual({
        url,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    const theirs = await get(stranger, '/api/order/list');
    expect(theirs.body.response).toEqual([]);
    // The stranger's probes changed nothing of the buyer's order.
    const mine = await get(buyer, `/api/order/${order.id}/view`);
    expect(mine.body.response.status).toBe('PAID');
  });

  it('answers 404 for an item asked under the wrong type', async () => {
    const { session, seller, buyer } = setup();
    const order = await buy(buyer, 'CODE', addPost(app(), session, 'CODE', seller.seq).seq);
    const item = order.items[0].seq;
    expect((await get(buyer, `/api/order/coupon/${item}/view`)).status).toBe(404);
    expect((await get(buyer, `/api/order/subscription/${item}/cancel/view`)).status).toBe(404);
  });
});

describe('POST /api/order', () => {
  it('buys a code with e-money: the code is sold once, the cart line leaves, the buyer sees the code', async () => {
    const { session, seller, buyer, world } = setup({ emoney: 50_000 });
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 9_200, secret: 'GIFT-1234' });
    const sellerBefore = ledgerBalances(world, seller.seq);

    const order = await buy(buyer, 'CODE', code.seq);
    const now = toDateTimeString(new Date(clockOf(session).now()));
    expect(order).toMatchObject({
      kind: 'CODE',
      status: 'PAID',
      paid: true,
      total: 9_200 + ORDER_FEE,
      paidWithEmoney: 9_200 + ORDER_FEE,
      paidWithPoints: 0,
      createdAt: now,
      paidAt: now,
      confirmAt: toDateTimeString(autoConfirmAt(new Date(clockOf(session).now()))),
      transfer: null,
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      type: 'CODE',
      price: 9_200,
      status: 'PAID',
      reviewed: false,
    });
    expect(order.items[0].post).toMatchObject({ seq: code.seq, status: 'SOLD' });

    expect(code.status).toBe('SOLD');
    expect(code.soldOrderId).toBe(order.id);
    expect(ledgerBalances(world, buyer.seq)).toEqual({ emoney: 50_000 - 9_400, points: 0 });
    expect(ledgerBalances(world, seller.seq)).toEqual(sellerBefore);
    // Double entry: what the buyer paid, the marketplace holds until the purchase is confirmed.
    expect(world.ledger.filter((entry) => entry.ref === order.id)).toMatchObject([
      { userSeq: buyer.seq, wallet: 'EMONEY', amount: -9_400, reason: 'PURCHASE' },
      { userSeq: PLATFORM_ACCOUNT, wallet: 'EMONEY', amount: 9_400, reason: 'PURCHASE' },
    ]);
    expect((await get(buyer, '/api/cart/itemCount')).body.response.count).toBe(0);

    const detail = await get(buyer, `/api/order/code/${order.items[0].seq}/view`);
    expect(detail.status).toBe(200);
    expect(detail.body.response).toMatchObject({
      seq: order.items[0].seq,
      orderId: order.id,
      status: 'PAID',
      code: 'GIFT-1234',
      refundStatus: null,
    });
    const view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response).toEqual(order);

    // Someone who had it in their cart can no longer buy it.
    const late = addMember(app(), session, { emoney: 50_000 });
    const again = await post(late, '/api/cart', { type: 'CODE', typeSeq: code.seq });
    expect(again.body.error.code).toBe('SOLD_OUT');
  });

  it('buys a coupon with points first and e-money for the rest', async () => {
    const { session, seller, buyer, world } = setup({ emoney: 20_000, points: 3_000 });
    const coupon = addPost(app(), session, 'COUPON', seller.seq, {
      price: 4_100,
      secret: 'PIN-77',
    });
    const order = await buy(buyer, 'COUPON', coupon.seq, 2_500);
    expect(order).toMatchObject({
      kind: 'COUPON',
      total: 4_300,
      paidWithPoints: 2_500,
      paidWithEmoney: 1_800,
    });
    expect(ledgerBalances(world, buyer.seq)).toEqual({ emoney: 18_200, points: 500 });
    const detail = await get(buyer, `/api/order/coupon/${order.items[0].seq}/view`);
    expect(detail.body.response).toMatchObject({ pin: 'PIN-77', status: 'PAID' });
  });

  it('pays with points alone when they cover the total', async () => {
    const { session, seller, buyer, world } = setup({ emoney: 0, points: 10_000 });
    const coupon = addPost(app(), session, 'COUPON', seller.seq, { price: 4_100 });
    const order = await buy(buyer, 'COUPON', coupon.seq, 4_300);
    expect(order).toMatchObject({ paidWithPoints: 4_300, paidWithEmoney: 0 });
    expect(ledgerBalances(world, buyer.seq)).toEqual({ emoney: 0, points: 5_700 });
  });

  it('buys several lines at once, of several types, in one order', async () => {
    const { session, seller, buyer } = setup();
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 1_000 });
    const coupon = addPost(app(), session, 'COUPON', seller2.seq, { price: 2_000 });
    const carts = [
      await addToCart(buyer, 'CODE', code.seq),
      await addToCart(buyer, 'COUPON', coupon.seq),
    ];
    const res = await post(buyer, '/api/order', { carts });
    expect(res.status).toBe(201);
    expect(res.body.response.total).toBe(3_000 + ORDER_FEE);
    expect(res.body.response.items.map((i: { type: string }) => i.type)).toEqual([
      'CODE',
      'COUPON',
    ]);
    for (const type of ['digital-code', 'ecoupon']) {
      const list = await get(buyer, `/api/order/list?type=${type}`);
      expect(list.body.response.map((o: { id: string }) => o.id)).toEqual([res.body.response.id]);
    }
  });

  it('joins a party: the seat is held PENDING until the founder approves, then the account shows', async () => {
    const { session, seller, buyer, world } = setup();
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      memberLimit: 2,
      price: 6_000,
      accountInfo: 'ID: family@example.com',
    });
    const other = addMember(app(), session, { emoney: 50_000 });
    const order = await buy(buyer, 'SUBSCRIPTION', party.seq);
    expect(order).toMatchObject({ kind: 'SUBSCRIPTION', total: 6_200 });
    const member = world.partyMembers.find(
      (m) => m.postSeq === party.seq && m.userSeq === buyer.seq,
    );
    expect(member).toMatchObject({ status: 'PENDING', orderId: order.id, decidedAt: null });

    const seat = order.items[0].seq;
    const pending = await get(buyer, `/api/order/subscription/${seat}/view`);
    expect(pending.body.response).toMatchObject({
      memberStatus: 'PENDING',
      accountInfo: null,
      members: [],
      pendingRequest: null,
    });

    // The founder's approval is the party module's; here the record is moved as it would move it.
    member!.status = 'ACTIVE';
    const otherOrder = await buy(other, 'SUBSCRIPTION', party.seq);
    writeWorld(app(), session, (world) => {
      world.partyMembers.find((m) => m.orderId === otherOrder.id)!.status = 'ACTIVE';
    });
    const active = await get(buyer, `/api/order/subscription/${seat}/view`);
    expect(active.body.response).toMatchObject({
      memberStatus: 'ACTIVE',
      accountInfo: 'ID: family@example.com',
      members: [{ seq: other.seq }],
    });
    expect(active.body.response.post.memberCount).toBe(2);

    const list = await get(buyer, '/api/order/subscription');
    expect(list.body.response.map((p: { seq: number }) => p.seq)).toEqual([seat]);
    expect(list.body.pagination).toMatchObject({ currentPage: 1, totalCount: 1 });
  });

  it('holds the last seat for a pending member: a second buyer finds the party full', async () => {
    const { session, seller, buyer } = setup();
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, { memberLimit: 1 });
    const rival = addMember(app(), session, { emoney: 50_000 });
    const rivalCart = await addToCart(rival, 'SUBSCRIPTION', party.seq);
    await buy(buyer, 'SUBSCRIPTION', party.seq);
    const res = await post(rival, '/api/order', { carts: [rivalCart] });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PARTY_FULL');
  });

  it('refuses a member whose identity is not verified, changing nothing', async () => {
    const { session, seller, world } = setup();
    const newbie = seeded(app(), session, 'newbie@example.com');
    const code = addPost(app(), session, 'CODE', seller.seq);
    const cart = await addToCart(newbie, 'CODE', code.seq);
    const res = await post(newbie, '/api/order', { carts: [cart] });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('IDENTITY_NOT_VERIFIED');
    expect(code.status).toBe('ON_SALE');
    expect(world.cartItems.some((line) => line.seq === cart)).toBe(true);
  });

  it('refuses when the balance is short, leaving balances, stock and cart exactly as they were', async () => {
    const { session, seller, buyer, world } = setup({ emoney: 5_000, points: 1_000 });
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 6_000 });
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, { price: 100 });
    const carts = [
      await addToCart(buyer, 'SUBSCRIPTION', party.seq),
      await addToCart(buyer, 'CODE', code.seq),
    ];
    const snapshot = () =>
      structuredClone({
        ledger: world.ledger,
        cart: world.cartItems,
        posts: [world.codePosts, world.subscriptionPosts],
        members: world.partyMembers,
        orders: world.orders,
        ids: world.ids,
      });
    const before = snapshot();
    const cartBefore = await get(buyer, '/api/cart');

    for (const pointsToUse of [0, 500, 1_000]) {
      const res = await post(buyer, '/api/order', { carts, pointsToUse });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('INSUFFICIENT_BALANCE');
    }
    // More points than the buyer has is short too; more than the total is a bad request.
    const points = await post(buyer, '/api/order', { carts, pointsToUse: 1_001 });
    expect(points.body.error.code).toBe('INSUFFICIENT_BALANCE');
    const overTotal = await post(buyer, '/api/order', {
      carts,
      pointsToUse: 99_999,
    });
    expect(overTotal.status).toBe(400);
    expect(overTotal.body.error.code).toBe('VALIDATION_FAILED');

    expect(snapshot()).toEqual(before);
    expect(await get(buyer, '/api/cart')).toEqual(cartBefore);
  });

  it("answers 404 for cart lines that are not the buyer's, and 409 for a line that sold meanwhile", async () => {
    const { session, seller, buyer } = setup();
    const other = addMember(app(), session, { emoney: 50_000 });
    const code = addPost(app(), session, 'CODE', seller.seq);
    const theirs = await addToCart(other, 'CODE', code.seq);
    const mine = await addToCart(buyer, 'CODE', code.seq);
    const stolen = await post(buyer, '/api/order', { carts: [theirs] });
    expect(stolen.status).toBe(404);
    expect((await post(buyer, '/api/order', { carts: [999_999] })).status).toBe(404);

    expect((await post(other, '/api/order', { carts: [theirs] })).status).toBe(201);
    const late = await post(buyer, '/api/order', { carts: [mine] });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SOLD_OUT');
  });

  it('re-checks every line at the clock of the session: an expired coupon, a block, an ended party', async () => {
    const { session, seller, buyer } = setup();
    const today = toDateString(new Date(clockOf(session).now()));
    const coupon = addPost(app(), session, 'COUPON', seller.seq, { expiresAt: today });
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      subscriptionStartsAt: addDays(today, -10),
      subscriptionEndsAt: today,
    });
    const code = addPost(app(), session, 'CODE', seller.seq);
    const couponCart = await addToCart(buyer, 'COUPON', coupon.seq);
    const partyCart = await addToCart(buyer, 'SUBSCRIPTION', party.seq);
    const codeCart = await addToCart(buyer, 'CODE', code.seq);

    clockOf(session).advance({ days: 1 });
    const expired = await post(buyer, '/api/order', { carts: [couponCart] });
    expect(expired.body.error.code).toBe('POST_EXPIRED');
    const ended = await post(buyer, '/api/order', { carts: [partyCart] });
    expect(ended.body.error.code).toBe('SUBSCRIPTION_ENDED');

    writeWorld(app(), session, (world) => {
      world.blocks.push({ sellerSeq: seller.seq, userSeq: buyer.seq, reason: 'x', createdAt: 0 });
    });
    const blocked = await post(buyer, '/api/order', { carts: [codeCart] });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('BLOCKED_BY_SELLER');
    // One refused line refuses the whole order.
    writeWorld(app(), session, (world) => void world.blocks.pop());
    const mixed = await post(buyer, '/api/order', { carts: [codeCart, couponCart] });
    expect(mixed.status).toBe(409);
    expect(code.status).toBe('ON_SALE');
  });
});

describe('confirmation', () => {
  it('confirms itself 3 days after payment when the clock moves, and pays the seller less brokerage', async () => {
    const { session, seller, buyer, world } = setup();
    const headers = { 'x-mock-session': session, 'content-type': 'application/json' };
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 10_000 });
    const order = await buy(buyer, 'CODE', code.seq);
    const sellerBefore = ledgerBalances(world, seller.seq).emoney;
    // Brokerage 5 %: 10,000 − 500 = 9,500.
    const proceeds = 9_500;

    const advance = (body: object) =>
      app().inject({
        method: 'POST',
        url: '/__mock/clock',
        headers,
        payload: JSON.stringify(body),
      });
    expect((await advance({ days: 2, hours: 23, minutes: 59 })).statusCode).toBe(200);
    let view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response.status).toBe('PAID');
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore);

    expect((await advance({ minutes: 1 })).statusCode).toBe(200);
    view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response).toMatchObject({ status: 'CONFIRMED', confirmAt: order.confirmAt });
    expect(view.body.response.items[0].status).toBe('CONFIRMED');
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore + proceeds);
    expect(world.ledger.filter((e) => e.ref === order.id && e.reason === 'SALE')).toMatchObject([
      { userSeq: PLATFORM_ACCOUNT, amount: -proceeds },
      {
        userSeq: seller.seq,
        amount: proceeds,
        at: autoConfirmAt(
          new Date(Date.parse(order.paidAt.replace(' ', 'T') + '+09:00')),
        ).getTime(),
      },
    ]);

    // Settled once: looking again credits nothing more.
    await get(buyer, '/api/order/list');
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore + proceeds);
  });

  it("shows the seller's proceeds on the seller's first wallet call after the clock moves", async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 8_000 });
    await buy(buyer, 'CODE', code.seq);
    const before = await get(seller, '/api/cp');
    clockOf(session).advance({ days: 3 });
    const after = await get(seller, '/api/cp');
    // Brokerage 5 %: 8,000 − 400 = 7,600.
    expect(after.body.response.emoney).toBe(before.body.response.emoney + 7_600);
  });

  it("confirms on the buyer's receipt at once, once", async () => {
    const { session, seller, buyer, world } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 3_000 });
    const order = await buy(buyer, 'CODE', code.seq);
    const sellerBefore = ledgerBalances(world, seller.seq).emoney;
    const receipt = await post(buyer, `/api/order/${order.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.response).toMatchObject({ status: 'CONFIRMED', paid: true });
    expect(receipt.body.response.confirmAt).toBe(order.paidAt);
    // Brokerage 5 %: 3,000 − 150 = 2,850.
    const proceeds = 2_850;
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore + proceeds);

    const again = await post(buyer, `/api/order/${order.id}/receipt`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_CONFIRMED');
    clockOf(session).advance({ days: 4 });
    await get(buyer, '/api/order/list');
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore + proceeds);
  });

  it('refuses to confirm a top-up or an order awaiting its transfer', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const topUp = worldOf(app(), session).orders.find(
      (o) => o.userSeq === buyer.seq && o.status === 'AWAITING_TRANSFER',
    )!;
    const res = await post(buyer, `/api/order/${topUp.id}/receipt`);
    expect(res.status).toBe(409);
  });
});

describe('refund requests', () => {
  it('records a request with its reason, holds the order and refuses a second', async () => {
    const { session, seller, buyer, world } = setup();
    const coupon = addPost(app(), session, 'COUPON', seller.seq, { price: 4_000 });
    const order = await buy(buyer, 'COUPON', coupon.seq);
    const item = order.items[0].seq;
    const sellerBefore = ledgerBalances(world, seller.seq).emoney;

    const res = await post(buyer, `/api/order/${item}/refund/request`, {
      reason: '  PIN already used  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.response).toMatchObject({
      productId: item,
      orderId: order.id,
      buyer: { seq: buyer.seq },
      amount: 4_000 + ORDER_FEE,
      reason: 'PIN already used',
      status: 'REQUESTED',
      decidedAt: null,
      rejectReason: null,
    });
    expect(world.refunds.at(-1)).toMatchObject({ sellerSeq: seller.seq, status: 'REQUESTED' });

    const view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response).toMatchObject({ status: 'REFUND_REQUESTED', confirmAt: null });
    const detail = await get(buyer, `/api/order/coupon/${item}/view`);
    expect(detail.body.response).toMatchObject({
      status: 'REFUND_REQUESTED',
      refundStatus: 'REQUESTED',
    });

    const again = await post(buyer, `/api/order/${item}/refund/request`, {
      reason: 'again',
    });
    expect(again.status).toBe(409);
    const receipt = await post(buyer, `/api/order/${order.id}/receipt`);
    expect(receipt.status).toBe(409);

    // The seller decides; the clock does not confirm a held order.
    clockOf(session).advance({ days: 5 });
    const later = await get(buyer, `/api/order/${order.id}/view`);
    expect(later.body.response.status).toBe('REFUND_REQUESTED');
    expect(ledgerBalances(world, seller.seq).emoney).toBe(sellerBefore);
  });

  it('refuses a confirmed purchase and a blank reason', async () => {
    const { session, seller, buyer } = setup();
    const order = await buy(buyer, 'CODE', addPost(app(), session, 'CODE', seller.seq).seq);
    const item = order.items[0].seq;
    const blank = await post(buyer, `/api/order/${item}/refund/request`, {
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    await post(buyer, `/api/order/${order.id}/receipt`);
    const confirmed = await post(buyer, `/api/order/${item}/refund/request`, {
      reason: 'changed my mind',
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error.code).toBe('ALREADY_CONFIRMED');
  });

  it('asks back only the line and its share of the fee from a multi-line order', async () => {
    const { session, seller, buyer } = setup();
    const a = addPost(app(), session, 'CODE', seller.seq, { price: 3_000 });
    const b = addPost(app(), session, 'CODE', seller.seq, { price: 1_000 });
    const carts = [await addToCart(buyer, 'CODE', a.seq), await addToCart(buyer, 'CODE', b.seq)];
    const order = (await post(buyer, '/api/order', { carts })).body.response;
    const [first, second] = order.items;
    const res = await post(buyer, `/api/order/${first.seq}/refund/request`, {
      reason: 'r',
    });
    expect(res.body.response.amount).toBe(3_000 + 150);
    const view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response.items.map((i: { status: string }) => i.status)).toEqual([
      'REFUND_REQUESTED',
      'PAID',
    ]);
    expect(second.seq).toBeGreaterThan(first.seq);
  });
});

describe('reviews', () => {
  it('writes one review per purchased item, then shows it', async () => {
    const { session, seller, buyer } = setup();
    const code = addPost(app(), session, 'CODE', seller.seq);
    const order = await buy(buyer, 'CODE', code.seq);
    const item = order.items[0].seq;

    const none = await get(buyer, `/api/order/${item}/review`);
    expect(none.status).toBe(404);
    const written = await post(buyer, `/api/order/${item}/review`, {
      like: true,
      review: 'Worked at once',
    });
    expect(written.status).toBe(201);
    expect(written.body.response).toMatchObject({
      productId: item,
      postType: 'CODE',
      postSeq: code.seq,
      postTitle: JSON.stringify(code.title),
      like: true,
      review: 'Worked at once',
      author: { seq: buyer.seq },
      answer: null,
    });
    const read = await get(buyer, `/api/order/${item}/review`);
    expect(read.body.response).toEqual(written.body.response);
    const again = await post(buyer, `/api/order/${item}/review`, {
      like: false,
      review: 'second thoughts',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('REVIEW_EXISTS');

    const view = await get(buyer, `/api/order/${order.id}/view`);
    expect(view.body.response.items[0].reviewed).toBe(true);
  });

  it('shows the seeded answer of a seller and refuses reviewing a refunded purchase', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const world = worldOf(app(), session);
    const answered = world.reviews.find((r) => r.userSeq === buyer.seq && r.answer !== null);
    expect(answered, 'the seeded buyer has an answered review').toBeDefined();
    const res = await get(buyer, `/api/order/${answered!.orderItemSeq}/review`);
    expect(res.body.response.answer.content).toBe(answered!.answer!.text);

    const refunded = world.orders.find(
      (o) =>
        o.userSeq === buyer.seq &&
        o.status === 'REFUNDED' &&
        !world.reviews.some((r) => r.orderItemSeq === o.items[0]?.seq),
    );
    expect(refunded, 'the seeded buyer has an unreviewed refunded order').toBeDefined();
    const refusal = await post(buyer, `/api/order/${refunded!.items[0]!.seq}/review`, {
      like: true,
      review: 'x',
    });
    expect(refusal.status).toBe(409);
    expect(refusal.body.error.code).toBe('INVALID_STATE');
  });
});

describe('order pages', () => {
  it('lists orders newest first, paged and by type, and the latest 30 days', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const world = worldOf(app(), session);
    const own = world.orders.filter((o) => o.userSeq === buyer.seq);

    const first = await get(buyer, '/api/order/list?page=1&size=5');
    expect(first.status).toBe(200);
    expect(first.body.pagination).toMatchObject({
      currentPage: 1,
      totalCount: own.length,
      totalPage: Math.ceil(own.length / 5),
    });
    const all = await get(buyer, `/api/order/list?size=100`);
    const created = all.body.response.map((o: { createdAt: string }) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.body.response).toEqual(all.body.response.slice(0, 5));

    const expectedKinds = {
      subscription: 'SUBSCRIPTION',
      ecoupon: 'COUPON',
      'digital-code': 'CODE',
      emoney: 'EMONEY',
    };
    for (const [filter, kind] of Object.entries(expectedKinds)) {
      const list = await get(buyer, `/api/order/list?type=${filter}&size=100`);
      const expected = own.filter(
        (o) => o.kind === kind || o.items.some((i) => i.postType === kind),
      );
      expect(list.body.response.map((o: { id: string }) => o.id).sort()).toEqual(
        expected.map((o) => o.id).sort(),
      );
    }
    const bad = await get(buyer, '/api/order/list?type=books');
    expect(bad.status).toBe(400);

    const latest = await get(buyer, '/api/order/latest/list');
    const since = clockOf(session).now() - 30 * 86_400_000;
    expect(latest.body.response.map((o: { id: string }) => o.id).sort()).toEqual(
      own
        .filter((o) => o.createdAt >= since)
        .map((o) => o.id)
        .sort(),
    );
    expect(latest.body.response.length).toBeLessThan(own.length);
  });

  it('lists purchases of each type with keyword search over titles in every language', async () => {
    const { session, seller, buyer } = setup();
    const coffee = addPost(app(), session, 'COUPON', seller.seq, {
      title: { ko: '아메리카노', en: 'Americano', es: 'Café americano' },
    });
    const cake = addPost(app(), session, 'COUPON', seller.seq, {
      title: { ko: '케이크', en: 'Cake', es: 'Pastel' },
    });
    const code = addPost(app(), session, 'CODE', seller.seq);
    await buy(buyer, 'COUPON', coffee.seq);
    await buy(buyer, 'COUPON', cake.seq);
    const codeOrder = await buy(buyer, 'CODE', code.seq);

    const coupons = await get(buyer, '/api/order/coupon');
    expect(coupons.body.response.map((p: { post: { seq: number } }) => p.post.seq)).toEqual([
      cake.seq,
      coffee.seq,
    ]);
    for (const keyword of ['AMERICANO', '아메리카', 'café']) {
      const found = await get(buyer, `/api/order/coupon?keyword=${encodeURIComponent(keyword)}`);
      expect(found.body.response.map((p: { post: { seq: number } }) => p.post.seq)).toEqual([
        coffee.seq,
      ]);
    }
    const codes = await get(buyer, '/api/order/code?page=1&size=1');
    expect(codes.body.response).toMatchObject([{ orderId: codeOrder.id, post: { seq: code.seq } }]);
    expect(codes.body.response[0]).not.toHaveProperty('code');
    const none = await get(buyer, '/api/order/subscription');
    expect(none.body.response).toEqual([]);
    expect(none.body.pagination).toMatchObject({ totalCount: 0, totalPage: 0 });
  });

  it('hides secrets of a refunded or cancelled purchase', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const world = worldOf(app(), session);
    const closed = world.orders.find(
      (o) =>
        o.userSeq === buyer.seq &&
        (o.status === 'REFUNDED' || o.status === 'CANCELLED') &&
        o.kind !== 'SUBSCRIPTION',
    )!;
    const item = closed.items[0]!;
    const url =
      item.postType === 'CODE'
        ? `/api/order/code/${item.seq}/view`
        : `/api/order/coupon/${item.seq}/view`;
    const res = await get(buyer, url);
    expect(res.status).toBe(200);
    expect(res.body.response[item.postType === 'CODE' ? 'code' : 'pin']).toBeNull();
  });

  it('checks the bank transfer of a top-up', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const world = worldOf(app(), session);
    const waiting = world.orders.find(
      (o) => o.userSeq === buyer.seq && o.status === 'AWAITING_TRANSFER',
    )!;
    const before = await get(buyer, `/api/order/${waiting.id}/transfer/check`);
    expect(before.body.response).toEqual({
      orderId: waiting.id,
      paid: false,
      status: 'AWAITING_TRANSFER',
      paidAt: null,
    });
    const view = await get(buyer, `/api/order/${waiting.id}/view`);
    expect(view.body.response.transfer).toMatchObject({
      depositorName: waiting.transfer!.depositorName,
    });

    const received = await app().inject({
      method: 'POST',
      url: `/__mock/transfers/${waiting.id}/receive`,
      headers: { 'x-mock-session': session },
    });
    expect(received.statusCode).toBe(200);
    const after = await get(buyer, `/api/order/${waiting.id}/transfer/check`);
    expect(after.body.response).toMatchObject({ paid: true });
    expect(after.body.response.paidAt).not.toBeNull();

    const purchase = world.orders.find((o) => o.userSeq === buyer.seq && o.kind === 'CODE')!;
    const notTopUp = await get(buyer, `/api/order/${purchase.id}/transfer/check`);
    expect(notTopUp.status).toBe(409);
  });
});

describe('GET /api/order/subscription/:productId/cancel/view', () => {
  it("shows domain's settlement of leaving now, and nothing once the party ended", async () => {
    const { session, seller, buyer, world } = setup();
    const today = toDateString(new Date(clockOf(session).now()));
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, {
      price: 9_000,
      subscriptionStartsAt: addDays(today, -9),
      subscriptionEndsAt: addDays(today, 20),
    });
    const order = await buy(buyer, 'SUBSCRIPTION', party.seq);
    writeWorld(app(), session, (world) => {
      world.partyMembers.find((m) => m.orderId === order.id)!.status = 'ACTIVE';
    });
    const seat = order.items[0].seq;

    const res = await get(buyer, `/api/order/subscription/${seat}/cancel/view`);
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      productId: seat,
      // What the buyer paid for the seat, its share of the order fee included.
      paidAmount: 9_000 + world.fees.orderFee.WEB,
      usedDays: 10,
      remainingDays: 20,
      // The unused share: floor(9,000 × 20 / 30) = 6,000.
      refundAmount: 6_000,
      cancellable: true,
    });

    clockOf(session).advance({ days: 21 });
    const ended = await get(buyer, `/api/order/subscription/${seat}/cancel/view`);
    expect(ended.body.response).toMatchObject({
      cancellable: false,
      refundAmount: 0,
      remainingDays: 0,
    });
  });
});
