/**
 * contract.seller over HTTP: balances and statistics as sales happen and confirm, payouts, comments
 * under the seller's posts, the blocklist (refused for active members, enforced at the cart and
 * never shown to the member), review answers, promotion items bought and spent (changing the
 * catalogue's order), the console's notices, guides and perks; and who may call what. Refund
 * decisions are in refunds.test.ts, parties and the admin termination in parties.test.ts. Every
 * answer is validated against the contract.
 */
import { contract } from '@market/contract';
import { PROMOTION_BULK_TIERS, addDays, toDateString } from '@market/domain';
import { describe, expect, it } from 'vitest';
import { buy, clockOf, expectFailure, leafCategory, samplePath } from './helpers/console';
import {
  type NewMember,
  addMember,
  addPost,
  call,
  ledgerBalances,
  marketTest,
  seeded,
  worldOf,
} from './helpers/market';

const { app, newSession, get, post, put, del, sellerAndBuyer } = marketTest('seller');
const market = (funds: NewMember = { emoney: 200_000, points: 5_000 }) => sellerAndBuyer(funds);

describe('who may call the seller console', () => {
  const routes = [
    ...Object.values(contract.seller),
    ...Object.values(contract.sellerPosts),
    ...Object.values(contract.community),
  ];

  it('refuses visitors on every private route', async () => {
    const visitor = { 'x-mock-session': newSession() };
    for (const route of routes) {
      if (route.metadata.auth === 'public') continue;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const res = await call(app(), visitor, route.method, samplePath(route.path), body);
      expect({ path: route.path, status: res.status, code: res.body.error?.code }).toEqual({
        path: route.path,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses members on seller routes and sellers on administrator routes', async () => {
    const session = newSession();
    const buyer = seeded(app(), session, 'buyer@example.com');
    const seller = seeded(app(), session, 'seller@example.com');
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const url = samplePath(route.path);
      if (route.metadata.auth === 'seller') {
        const res = await call(app(), buyer, route.method, url, body);
        expect({ path: route.path, code: res.body.error?.code }).toEqual({
          path: route.path,
          code: 'SELLER_ONLY',
        });
      }
      if (route.metadata.auth === 'admin') {
        const res = await call(app(), seller, route.method, url, body);
        expect({ path: route.path, code: res.body.error?.code }).toEqual({
          path: route.path,
          code: 'ADMIN_ONLY',
        });
      }
    }
  });
});

describe('balances and statistics', () => {
  it('follow a sale from payment to confirmation', async () => {
    const { session, seller, buyer, world } = market();
    const code = addPost(app(), session, 'CODE', seller.seq, { price: 12_000 });
    const before = await get(seller, '/api/seller/statistics');
    expect(before.body.response).toMatchObject({ codeSalesCount: 0, salesTotal: 0 });

    await buy(app(), buyer, 'CODE', code.seq, 1_000);
    // Brokerage 5 %: 12,000 − 600 = 11,400.
    const proceeds = 11_400;
    const paid = await get(seller, '/api/seller/cp');
    expect(paid.body.response).toEqual({ emoney: 0, points: 0, pendingSettlement: proceeds });
    const stats = await get(seller, '/api/seller/statistics');
    expect(stats.body.response).toMatchObject({
      seq: seller.seq,
      codeSalesCount: 1,
      codeRefundCount: 0,
      couponSalesCount: 0,
      subscriptionSalesCount: 0,
      salesTotal: 12_000,
      refundTotal: 0,
    });

    clockOf(app(), session).advance({ days: 3 });
    const confirmed = await get(seller, '/api/seller/cp');
    expect(confirmed.body.response).toEqual({ emoney: proceeds, points: 0, pendingSettlement: 0 });
    expect(ledgerBalances(world, seller.seq).emoney).toBe(proceeds);
  });

  it("add up the seeded seller's payouts from the payout records", async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const payouts = worldOf(app(), session).payouts.filter((p) => p.sellerSeq === seller.seq);
    expect(payouts.length).toBeGreaterThan(0);
    const stats = await get(seller, '/api/seller/statistics');
    const sum = (status: string) =>
      payouts.filter((p) => p.status === status).reduce((total, p) => total + p.amount, 0);
    expect(stats.body.response.payoutTotal).toBe(sum('COMPLETE'));
    expect(stats.body.response.pendingPayoutTotal).toBe(sum('PENDING'));
  });
});

describe('payouts', () => {
  it("lists the seller's own payouts, newest first, paged", async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const first = await get(seller, '/api/seller/emoney/calc/list?page=1&size=2');
    expect(first.status).toBe(200);
    const own = worldOf(app(), session).payouts.filter((p) => p.sellerSeq === seller.seq);
    expect(first.body.pagination?.totalCount).toBe(own.length);
    const all = await get(seller, '/api/seller/emoney/calc/list?size=100');
    const created = all.body.response.map((p: { createdAt: string }) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const payout of all.body.response) {
      expect(JSON.parse(payout.name)).toHaveProperty('ko');
      expect(payout.netAmount).toBe(payout.amount - payout.fee);
    }
    const theirs = await get(seller2, '/api/seller/emoney/calc/list?size=100');
    const mine = new Set(own.map((p) => p.seq));
    expect(theirs.body.response.some((p: { seq: number }) => mine.has(p.seq))).toBe(false);

    const zero = await get(seller, '/api/seller/emoney/calc/list?page=0');
    expectFailure(zero, 400, 'VALIDATION_FAILED');
  });
});

describe('comments under the seller posts', () => {
  it('lists only comments under the seller posts, by post type', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const world = worldOf(app(), session);
    const all = await get(seller, '/api/seller/comment/list?size=100');
    expect(all.status).toBe(200);
    expect(all.body.response.length).toBeGreaterThan(0);
    const ownPost = (type: 'SUBSCRIPTION' | 'COUPON' | 'CODE', seq: number) =>
      ({ SUBSCRIPTION: world.subscriptionPosts, COUPON: world.couponPosts, CODE: world.codePosts })[
        type
      ].find((p) => p.seq === seq)?.sellerSeq === seller.seq;
    for (const comment of all.body.response) {
      expect(ownPost(comment.type, comment.typeSeq)).toBe(true);
      expect(JSON.parse(comment.postTitle)).toHaveProperty('ko');
    }
    const coupons = await get(seller, '/api/seller/comment/list?size=100&postType=ecoupon');
    const couponComments = all.body.response.filter((c: { type: string }) => c.type === 'COUPON');
    expect(coupons.body.response.map((c: { seq: number }) => c.seq)).toEqual(
      couponComments.map((c: { seq: number }) => c.seq),
    );
    const wrong = await get(seller, '/api/seller/comment/list?postType=coupon');
    expectFailure(wrong, 400, 'VALIDATION_FAILED');
  });
});

describe('blocklist', () => {
  it('blocks, lists and unblocks a member, with the reason trimmed', async () => {
    const { seller, buyer } = market();
    const blocked = await post(seller, '/api/seller/block', {
      userSeq: buyer.seq,
      reason: '  rude in chat  ',
    });
    expect(blocked.status).toBe(201);
    expect(blocked.body.response).toMatchObject({ userSeq: buyer.seq, reason: 'rude in chat' });
    expectFailure(
      await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason: 'again' }),
      409,
      'ALREADY_BLOCKED',
    );
    const list = await get(seller, '/api/seller/block/list');
    expect(list.body.response.map((b: { userSeq: number }) => b.userSeq)).toEqual([buyer.seq]);

    const unblocked = await post(seller, '/api/seller/unblock', { userSeq: buyer.seq });
    expect(unblocked.body.response).toEqual({ done: true });
    expect((await get(seller, '/api/seller/block/list')).body.response).toEqual([]);
    expectFailure(
      await post(seller, '/api/seller/unblock', { userSeq: buyer.seq }),
      404,
      'NOT_FOUND',
    );
  });

  it('checks the reason and the member', async () => {
    const { seller, buyer } = market();
    for (const reason of ['', '   ', 'x'.repeat(101)]) {
      const res = await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason });
      expectFailure(res, 400, 'VALIDATION_FAILED');
    }
    expectFailure(
      await post(seller, '/api/seller/block', { userSeq: 999_999, reason: 'who' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await post(seller, '/api/seller/block', { userSeq: seller.seq, reason: 'me' }),
      400,
      'VALIDATION_FAILED',
    );
    const ok = await post(seller, '/api/seller/block', {
      userSeq: buyer.seq,
      reason: 'x'.repeat(100),
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a member in an open trade until the purchase confirms', async () => {
    const { session, seller, buyer } = market();
    const code = addPost(app(), session, 'CODE', seller.seq);
    await buy(app(), buyer, 'CODE', code.seq);
    const refused = await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason: 'spam' });
    expectFailure(refused, 409, 'CANNOT_BLOCK_ACTIVE_MEMBER');
    expect((await get(seller, '/api/seller/block/list')).body.response).toEqual([]);

    clockOf(app(), session).advance({ days: 3 });
    const allowed = await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason: 'spam' });
    expect(allowed.status).toBe(201);
  });

  it('refuses a member of one of the seller parties, pending or active', async () => {
    const { session, seller, buyer } = market();
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq);
    await buy(app(), buyer, 'SUBSCRIPTION', party.seq);
    clockOf(app(), session).advance({ days: 3 });
    const refused = await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason: 'spam' });
    expectFailure(refused, 409, 'CANNOT_BLOCK_ACTIVE_MEMBER');
  });

  it('keeps a blocked member from buying and commenting, and never shows them the reason', async () => {
    const { session, seller, buyer } = market();
    const reason = 'secret-reason-4711';
    const coupon = addPost(app(), session, 'COUPON', seller.seq);
    const code = addPost(app(), session, 'CODE', seller.seq);
    // A line added before the block: checkout must refuse it all the same.
    const line = await post(buyer, '/api/cart', { type: 'CODE', typeSeq: code.seq });
    expect(line.status).toBe(201);
    expect((await post(seller, '/api/seller/block', { userSeq: buyer.seq, reason })).status).toBe(
      201,
    );

    const answers = [
      await post(buyer, '/api/cart', { type: 'COUPON', typeSeq: coupon.seq }),
      await post(buyer, '/api/order', { carts: [line.body.response.seq] }),
      await post(buyer, '/api/comment', { type: 'COUPON', typeSeq: coupon.seq, content: 'hi' }),
    ];
    for (const answer of answers) expectFailure(answer, 403, 'BLOCKED_BY_SELLER');
    const views = [
      await get(buyer, '/api/cart'),
      await get(buyer, `/api/coupon/${coupon.seq}/view`),
      await get(buyer, `/api/common/seller/${seller.seq}/view`),
      await get(buyer, '/api/account/me'),
    ];
    for (const answer of [...answers, ...views]) {
      expect(JSON.stringify(answer.body)).not.toContain(reason);
    }
    const cart = views[0]!.body.response;
    expect(cart[0]).toMatchObject({ buyable: false, reason: 'BLOCKED_BY_SELLER' });
  });
});

describe('reviews', () => {
  it('lists the seller reviews by tone and keyword, newest first', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const all = await get(seller, '/api/seller/review/list?size=100');
    const reviews = all.body.response as { like: boolean; review: string; createdAt: string }[];
    const own = worldOf(app(), session).reviews.filter((r) => r.sellerSeq === seller.seq);
    expect(reviews).toHaveLength(own.length);
    const dates = reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const positive = await get(seller, '/api/seller/review/list?size=100&tone=positive');
    const negative = await get(seller, '/api/seller/review/list?size=100&tone=negative');
    expect(positive.body.response.every((r: { like: boolean }) => r.like)).toBe(true);
    expect(negative.body.response.every((r: { like: boolean }) => !r.like)).toBe(true);
    expect(positive.body.response.length + negative.body.response.length).toBe(reviews.length);

    const word = reviews[0]!.review.split(/\s+/)[0]!;
    const found = await get(
      seller,
      `/api/seller/review/list?size=100&keyword=${encodeURIComponent(word)}`,
    );
    expect(found.body.response.length).toBeGreaterThan(0);
    expect(found.body.response.length).toBeLessThanOrEqual(reviews.length);
    const none = await get(seller, '/api/seller/review/list?keyword=zzzz-no-such-word');
    expect(none.body.response).toEqual([]);
  });

  it('answers, edits and deletes an answer to its own review only', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const world = worldOf(app(), session);
    const review = world.reviews.find((r) => r.sellerSeq === seller.seq && r.answer === null);
    const answered = world.reviews.find((r) => r.sellerSeq === seller.seq && r.answer !== null);
    expect(review && answered).toBeTruthy();
    const seq = review!.seq;

    for (const res of [
      await get(seller2, `/api/seller/review/${seq}/view`),
      await post(seller2, `/api/seller/review/${seq}/answer`, { answer: 'mine' }),
      await put(seller2, `/api/seller/review/answer/${answered!.seq}/view`, {
        answer: 'mine',
      }),
      await del(seller2, `/api/seller/review/answer/${answered!.seq}/view`),
    ]) {
      expectFailure(res, 404, 'NOT_FOUND');
    }

    const view = await get(seller, `/api/seller/review/${seq}/view`);
    expect(view.body.response).toMatchObject({ seq, answer: null });
    const created = await post(seller, `/api/seller/review/${seq}/answer`, {
      answer: ' Thank you! ',
    });
    expect(created.status).toBe(201);
    expect(created.body.response.answer).toMatchObject({
      seq,
      content: 'Thank you!',
      updatedAt: null,
    });
    expectFailure(
      await post(seller, `/api/seller/review/${seq}/answer`, { answer: 'again' }),
      409,
      'ALREADY_ANSWERED',
    );

    clockOf(app(), session).advance({ hours: 1 });
    const edited = await put(seller, `/api/seller/review/answer/${seq}/view`, {
      answer: 'Thanks a lot',
    });
    expect(edited.body.response.answer.content).toBe('Thanks a lot');
    expect(edited.body.response.answer.updatedAt).not.toBeNull();

    const deleted = await del(seller, `/api/seller/review/answer/${seq}/view`);
    expect(deleted.body.response).toEqual({ done: true });
    expect((await get(seller, `/api/seller/review/${seq}/view`)).body.response.answer).toBeNull();
    expectFailure(
      await put(seller, `/api/seller/review/answer/${seq}/view`, { answer: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await post(seller, `/api/seller/review/${seq}/answer`, { answer: '' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('promotion items', () => {
  it('refuses a purchase the e-money cannot pay and changes nothing', async () => {
    const session = newSession();
    const seller = addMember(app(), session, { seller: true, emoney: 999 });
    const world = worldOf(app(), session);
    const entries = world.ledger.length;
    const res = await post(seller, '/api/seller/buts/item', { item: 'PICK', units: 2 });
    expectFailure(res, 409, 'INSUFFICIENT_BALANCE');
    expect(world.ledger.length).toBe(entries);
    expect(ledgerBalances(world, seller.seq).emoney).toBe(999);
    const inventory = await post(seller, '/api/seller/buts/pick');
    expect(inventory.body.response).toEqual({ item: 'PICK', remaining: 0, used: [] });
  });

  it('sells units at the bulk price and spends them on own posts on sale', async () => {
    const session = newSession();
    const seller = addMember(app(), session, { seller: true, emoney: 100_000 });
    const other = addMember(app(), session, { seller: true });
    const world = worldOf(app(), session);
    const units = PROMOTION_BULK_TIERS[0]!.minUnits;

    const bought = await post(seller, '/api/seller/buts/item', { item: 'UP', units });
    expect(bought.status).toBe(201);
    expect(bought.body.response).toMatchObject({
      item: 'UP',
      units,
      // Ten units of 500 won: the tenth is in the 5 % band, 500 × 5 % = 25 off 5,000.
      total: 4_975,
      discount: 25,
      tier: 'BULK_10',
      remaining: units,
    });
    expect(ledgerBalances(world, seller.seq).emoney).toBe(100_000 - 4_975);
    const pick = await post(seller, '/api/seller/buts/item', { item: 'PICK', units: 1 });
    expect(pick.body.response).toMatchObject({ total: 500, remaining: 1 });

    const mine = addPost(app(), session, 'COUPON', seller.seq, {
      createdAt: world.now - 86_400_000,
    });
    const theirs = addPost(app(), session, 'COUPON', other.seq);
    const sold = addPost(app(), session, 'COUPON', seller.seq, { status: 'SOLD' });
    expectFailure(
      await post(seller, '/api/seller/buts/up/use', { type: 'COUPON', typeSeq: theirs.seq }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await post(seller, '/api/seller/buts/up/use', { type: 'COUPON', typeSeq: sold.seq }),
      409,
      'INVALID_STATE',
    );

    // The boost lifts the post above every newer post that holds no PICK.
    const rank = async () => {
      const list = await get(seller, '/api/coupon?size=100');
      return list.body.response.map((p: { seq: number }) => p.seq).indexOf(mine.seq);
    };
    const before = await rank();
    const used = await post(seller, '/api/seller/buts/up/use', {
      type: 'COUPON',
      typeSeq: mine.seq,
    });
    expect(used.body.response.remaining).toBe(units - 1);
    expect(used.body.response.used[0]).toMatchObject({ type: 'COUPON', typeSeq: mine.seq });
    const after = await rank();
    expect(after).toBeGreaterThanOrEqual(0);
    if (before >= 0) expect(after).toBeLessThan(before);
    const view = await get(seller, `/api/seller/coupon/${mine.seq}/view`);
    expect(view.body.response.boostedAt).not.toBeNull();

    const picked = await post(seller, '/api/seller/buts/pick/use', {
      type: 'COUPON',
      typeSeq: mine.seq,
    });
    expect(picked.body.response).toMatchObject({ item: 'PICK', remaining: 0 });
    expect((await get(seller, `/api/seller/coupon/${mine.seq}/view`)).body.response.picked).toBe(
      true,
    );
    expect(await rank()).toBeLessThanOrEqual(after);
    expectFailure(
      await post(seller, '/api/seller/buts/pick/use', { type: 'COUPON', typeSeq: mine.seq }),
      409,
      'INVALID_STATE',
    );
    const fresh = addPost(app(), session, 'COUPON', seller.seq);
    expectFailure(
      await post(seller, '/api/seller/buts/pick/use', { type: 'COUPON', typeSeq: fresh.seq }),
      409,
      'NO_PROMOTION_UNITS',
    );
    const inventory = await post(seller, '/api/seller/buts/up');
    expect(inventory.body.response).toMatchObject({ item: 'UP', remaining: units - 1 });
    expect((await post(seller, '/api/seller/buts/pick')).body.response.used).toHaveLength(1);
  });
});

describe('notices, guides and perks', () => {
  it('shows seller notices, guides and perks', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const world = worldOf(app(), session);
    const notice = world.sellerNotices[0]!;
    const view = await get(seller, `/api/notice/seller/${notice.seq}/view`);
    expect(view.body.response).toMatchObject({ seq: notice.seq, pinned: notice.pinned });
    expectFailure(await get(seller, '/api/notice/seller/99999/view'), 404, 'NOT_FOUND');

    const guides = await get(seller, '/api/seller/guide/list');
    expect(guides.body.pagination?.totalCount).toBe(world.sellerGuides.length);
    const guide = guides.body.response[0];
    expect((await get(seller, `/api/seller/guide/${guide.seq}/view`)).body.response).toEqual(guide);
    expectFailure(await get(seller, '/api/seller/guide/99999/view'), 404, 'NOT_FOUND');

    const perks = await get(seller, '/api/seller/perks');
    expect(perks.body.response).toHaveLength(world.perks.length);
    expect(JSON.parse(perks.body.response[0].title)).toHaveProperty('en');
  });
});

describe('codes and coupons', () => {
  function productBody(world: ReturnType<typeof worldOf>, type: 'CODE' | 'COUPON', extra = {}) {
    const today = toDateString(new Date(world.now));
    return {
      title: type === 'CODE' ? 'Steam Wallet 20 USD' : 'Starbucks Latte Tall',
      content: 'Unused.',
      categorySeq: leafCategory(world, type),
      price: 21_000,
      expiresAt: addDays(today, 30),
      value: type === 'CODE' ? 'AAAA-BBBB-CCCC' : '123456789012',
      ...extra,
    };
  }

  it('lists a code, edits it while unsold and shows it in the catalogue', async () => {
    const { seller, buyer, world } = market();
    const created = await post(seller, '/api/digital/code', productBody(world, 'CODE'));
    expect(created.status).toBe(201);
    const code = created.body.response;
    expect(code).toMatchObject({
      type: 'CODE',
      status: 'ON_SALE',
      price: 21_000,
      faceValue: 21_000,
      value: 'AAAA-BBBB-CCCC',
      buyer: null,
      soldAt: null,
      seller: { seq: seller.seq },
    });
    const publicView = await get(buyer, `/api/digital/code/${code.seq}/view`);
    expect(publicView.status).toBe(200);
    expect(JSON.stringify(publicView.body)).not.toContain('AAAA-BBBB-CCCC');

    const edited = await put(seller, `/api/digital/code/${code.seq}/view`, {
      ...productBody(world, 'CODE'),
      price: 19_000,
      faceValue: 20_000,
      value: 'DDDD-EEEE',
    });
    expect(edited.body.response).toMatchObject({
      price: 19_000,
      faceValue: 20_000,
      value: 'DDDD-EEEE',
    });
    expect((await get(seller, `/api/seller/code/${code.seq}/view`)).body.response.value).toBe(
      'DDDD-EEEE',
    );

    const today = toDateString(new Date(world.now));
    for (const extra of [
      { expiresAt: addDays(today, -1) },
      { categorySeq: leafCategory(world, 'COUPON') },
      { price: 50 },
    ]) {
      expectFailure(
        await post(seller, '/api/digital/code', productBody(world, 'CODE', extra)),
        400,
        'VALIDATION_FAILED',
      );
    }

    await buy(app(), buyer, 'CODE', code.seq);
    const sold = await put(
      seller,
      `/api/digital/code/${code.seq}/view`,
      productBody(world, 'CODE'),
    );
    expectFailure(sold, 409, 'SOLD_OUT');
    const view = await get(seller, `/api/seller/code/${code.seq}/view`);
    expect(view.body.response).toMatchObject({ status: 'SOLD', buyer: { seq: buyer.seq } });
    expect(view.body.response.soldAt).not.toBeNull();
  });

  it('filters the code and coupon lists by status, keyword and category', async () => {
    const { seller, buyer, world } = market();
    const made: Record<string, number> = {};
    for (const [name, type, title] of [
      ['latte', 'COUPON', 'Starbucks Latte'],
      ['mocha', 'COUPON', 'Starbucks Mocha'],
      ['steam', 'CODE', 'Steam Wallet'],
    ] as const) {
      const path = type === 'CODE' ? '/api/digital/code' : '/api/coupon';
      const res = await post(seller, path, productBody(world, type, { title }));
      made[name] = res.body.response.seq;
    }
    await buy(app(), buyer, 'COUPON', made.mocha!);
    const seqs = async (url: string) =>
      (await get(seller, url)).body.response.map((p: { seq: number }) => p.seq);
    expect(await seqs('/api/seller/coupon/list')).toEqual([made.mocha, made.latte]);
    expect(await seqs('/api/seller/coupon/list?status=on_sale')).toEqual([made.latte]);
    expect(await seqs('/api/seller/coupon/list?status=sold')).toEqual([made.mocha]);
    expect(await seqs('/api/seller/coupon/list?keyword=LATTE')).toEqual([made.latte]);
    expect(
      await seqs(`/api/seller/coupon/list?category=${leafCategory(world, 'COUPON')}`),
    ).toHaveLength(2);
    expect(await seqs('/api/seller/code/list')).toEqual([made.steam]);
    expect(await seqs('/api/seller/code/list?page=2')).toEqual([]);
    expectFailure(await get(seller, '/api/seller/code/list?page=0'), 400, 'VALIDATION_FAILED');
    const coupon = await get(seller, `/api/seller/coupon/${made.latte}/view`);
    expect(coupon.body.response).toMatchObject({ type: 'COUPON', value: '123456789012' });
    const edited = await put(
      seller,
      `/api/coupon/${made.latte}/view`,
      productBody(world, 'COUPON', { title: 'Latte Grande' }),
    );
    expect(JSON.parse(edited.body.response.title)).toMatchObject({ en: 'Latte Grande' });
  });

  it("answers 404 for another seller's codes and coupons", async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const world = worldOf(app(), session);
    const code = world.codePosts.find((p) => p.sellerSeq === seller.seq && p.deletedAt === null)!;
    const coupon = world.couponPosts.find(
      (p) => p.sellerSeq === seller.seq && p.deletedAt === null,
    )!;
    for (const res of [
      await get(seller2, `/api/seller/code/${code.seq}/view`),
      await get(seller2, `/api/seller/coupon/${coupon.seq}/view`),
      await put(seller2, `/api/digital/code/${code.seq}/view`, productBody(world, 'CODE')),
      await put(seller2, `/api/coupon/${coupon.seq}/view`, productBody(world, 'COUPON')),
    ]) {
      expectFailure(res, 404, 'NOT_FOUND');
    }
    const theirs = await get(seller2, '/api/seller/code/list?size=100');
    expect(
      theirs.body.response.every((p: { seller: { seq: number } }) => p.seller.seq === seller2.seq),
    ).toBe(true);
  });
});
