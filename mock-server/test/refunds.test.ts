/**
 * Refunds and cancelled sales over HTTP: a buyer's request approved (the money goes back to the
 * wallets it came from, a party seat ends) or rejected (the money stays, the purchase confirms as
 * usual), a decision made once, a confirmed sale's proceeds taken back, the seller's cancellation of
 * a sold coupon or code, the /buyer screen, and another seller's 404. Every answer is validated
 * against the contract.
 */
import { describe, expect, it } from 'vitest';
import { buy, clockOf, expectFailure } from './helpers/console';
import {
  ORDER_FEE,
  addMember,
  addPost,
  ledgerBalances,
  marketTest,
  seeded,
  worldOf,
  writeWorld,
} from './helpers/market';

const { app, newSession, get, post, sellerAndBuyer } = marketTest('refunds');
const market = () => sellerAndBuyer({ emoney: 100_000, points: 3_000 });

/** The buyer buys a post and asks for a refund; returns the item and the request. */
async function boughtAndRequested(
  m: ReturnType<typeof market>,
  type: 'COUPON' | 'CODE' | 'SUBSCRIPTION',
  postSeq: number,
  pointsToUse = 0,
) {
  const order = await buy(app(), m.buyer, type, postSeq, pointsToUse);
  const item = order.items[0];
  const requested = await post(m.buyer, `/api/order/${item.seq}/refund/request`, {
    reason: 'Changed my mind',
  });
  expect(requested.status).toBe(201);
  return { order, item, refund: requested.body.response };
}

describe('approving a refund', () => {
  it('returns points to points and e-money to e-money, and is decided once', async () => {
    const m = market();
    const coupon = addPost(app(), m.session, 'COUPON', m.seller.seq, { price: 8_000 });
    const before = ledgerBalances(m.world, m.buyer.seq);
    const { order, item, refund } = await boughtAndRequested(m, 'COUPON', coupon.seq, 2_000);
    const paid = ledgerBalances(m.world, m.buyer.seq);
    expect(paid).toEqual({
      emoney: before.emoney - (8_000 + ORDER_FEE - 2_000),
      points: before.points - 2_000,
    });
    expect(refund).toMatchObject({ status: 'REQUESTED', amount: 8_000 + ORDER_FEE });

    const listed = await get(m.seller, '/api/seller/refund/list?status=REQUESTED');
    expect(listed.body.response.map((r: { seq: number }) => r.seq)).toEqual([refund.seq]);

    const approved = await post(m.seller, '/api/seller/refund/approve', { refundSeq: refund.seq });
    expect(approved.status).toBe(200);
    expect(approved.body.response).toMatchObject({ seq: refund.seq, status: 'APPROVED' });
    expect(approved.body.response.decidedAt).not.toBeNull();
    expect(ledgerBalances(m.world, m.buyer.seq)).toEqual(before);

    const view = await get(m.buyer, `/api/order/${order.id}/view`);
    expect(view.body.response.items[0]).toMatchObject({ seq: item.seq, status: 'REFUNDED' });
    expect(view.body.response.status).toBe('REFUNDED');
    // The PIN was shown to the buyer: the coupon is not sold again.
    const sellerView = await get(m.seller, `/api/seller/coupon/${coupon.seq}/view`);
    expect(sellerView.body.response.status).toBe('SOLD');

    expectFailure(
      await post(m.seller, '/api/seller/refund/approve', { refundSeq: refund.seq }),
      409,
      'ALREADY_DECIDED',
    );
    expectFailure(
      await post(m.seller, '/api/seller/refund/reject', { refundSeq: refund.seq, reason: 'no' }),
      409,
      'ALREADY_DECIDED',
    );
    // Nothing confirms later: the seller is never paid for a refunded sale.
    clockOf(app(), m.session).advance({ days: 4 });
    expect((await get(m.seller, '/api/seller/cp')).body.response).toMatchObject({
      emoney: 0,
      pendingSettlement: 0,
    });
    const stats = await get(m.seller, '/api/seller/statistics');
    expect(stats.body.response).toMatchObject({
      couponSalesCount: 1,
      couponRefundCount: 1,
      refundTotal: 8_000 + ORDER_FEE,
    });
  });

  it('ends a refunded party seat', async () => {
    const m = market();
    const party = addPost(app(), m.session, 'SUBSCRIPTION', m.seller.seq);
    const { refund } = await boughtAndRequested(m, 'SUBSCRIPTION', party.seq);
    await post(m.seller, '/api/seller/refund/approve', { refundSeq: refund.seq });
    const members = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`);
    expect(members.body.response.map((row: { status: string }) => row.status)).toEqual(['REMOVED']);
  });

  it("takes a confirmed sale's proceeds back from the seller", async () => {
    const m = market();
    const code = addPost(app(), m.session, 'CODE', m.seller.seq, { price: 10_000 });
    const order = await buy(app(), m.buyer, 'CODE', code.seq);
    clockOf(app(), m.session).advance({ days: 3 });
    // Brokerage 5 %: 10,000 − 500 = 9,500.
    const proceeds = 9_500;
    expect((await get(m.seller, '/api/seller/cp')).body.response.emoney).toBe(proceeds);
    const buyerBefore = ledgerBalances(m.world, m.buyer.seq);
    // A request on a confirmed sale (the buyer's route refuses one now; older data holds some).
    const seq = writeWorld(app(), m.session, (world) => {
      const seq = world.ids.refunds++;
      world.refunds.push({
        seq,
        orderId: order.id,
        orderItemSeq: order.items[0].seq,
        postType: 'CODE',
        postSeq: code.seq,
        userSeq: m.buyer.seq,
        sellerSeq: m.seller.seq,
        amount: 10_000 + ORDER_FEE,
        reason: 'The code did not work',
        status: 'REQUESTED',
        createdAt: clockOf(app(), m.session).now(),
        decidedAt: null,
        rejectReason: null,
      });
      return seq;
    });
    const approved = await post(m.seller, '/api/seller/refund/approve', { refundSeq: seq });
    expect(approved.status).toBe(200);
    expect(ledgerBalances(m.world, m.seller.seq).emoney).toBe(0);
    expect(ledgerBalances(m.world, m.buyer.seq).emoney).toBe(
      buyerBefore.emoney + 10_000 + ORDER_FEE,
    );
  });
});

describe('rejecting a refund', () => {
  it('keeps the money where it is and lets the purchase confirm', async () => {
    const m = market();
    const code = addPost(app(), m.session, 'CODE', m.seller.seq, { price: 10_000 });
    const { order, item, refund } = await boughtAndRequested(m, 'CODE', code.seq);
    const paid = ledgerBalances(m.world, m.buyer.seq);
    const purchasePath = `/api/order/code/${item.seq}/view`;
    expect((await get(m.buyer, purchasePath)).body.response.refundRejectReason).toBeNull();

    expectFailure(
      await post(m.seller, '/api/seller/refund/reject', { refundSeq: refund.seq, reason: ' ' }),
      400,
      'VALIDATION_FAILED',
    );
    const rejected = await post(m.seller, '/api/seller/refund/reject', {
      refundSeq: refund.seq,
      reason: 'The code was already redeemed',
    });
    expect(rejected.body.response).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The code was already redeemed',
    });
    expect(ledgerBalances(m.world, m.buyer.seq)).toEqual(paid);
    const view = (await get(m.buyer, `/api/order/${order.id}/view`)).body.response;
    expect(view.status).toBe('PAID');
    // The reject dialog tells the seller the buyer reads the reason: the buyer's views carry it.
    const reason = { refundRejectReason: 'The code was already redeemed' };
    expect(view.items[0]).toMatchObject(reason);
    expect((await get(m.buyer, purchasePath)).body.response).toMatchObject({
      refundStatus: 'REJECTED',
      ...reason,
    });
    const listed = await get(m.buyer, '/api/order/code');
    expect(listed.body.response.find((p: { seq: number }) => p.seq === item.seq)).toMatchObject(
      reason,
    );

    clockOf(app(), m.session).advance({ days: 3 });
    // Brokerage 5 %: 10,000 − 500 = 9,500.
    expect((await get(m.seller, '/api/seller/cp')).body.response.emoney).toBe(9_500);
    const rejectedList = await get(m.seller, '/api/seller/refund/list?status=REJECTED');
    expect(rejectedList.body.response.map((r: { seq: number }) => r.seq)).toEqual([refund.seq]);
  });
});

describe("another seller's refunds", () => {
  it('answer 404 and stay undecided', async () => {
    const session = newSession();
    const seller = seeded(app(), session, 'seller@example.com');
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const world = worldOf(app(), session);
    const waiting = world.refunds.find(
      (r) => r.sellerSeq === seller.seq && r.status === 'REQUESTED',
    );
    expect(waiting).toBeDefined();
    const seq = waiting!.seq;
    expectFailure(
      await post(seller2, '/api/seller/refund/approve', { refundSeq: seq }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await post(seller2, '/api/seller/refund/reject', { refundSeq: seq, reason: 'no' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await post(seller, '/api/seller/refund/approve', { refundSeq: 99_999 }),
      404,
      'NOT_FOUND',
    );
    const theirs = await get(seller2, '/api/seller/refund/list?size=100');
    expect(theirs.body.response.some((r: { seq: number }) => r.seq === seq)).toBe(false);
    const mine = await get(seller, '/api/seller/refund/list?size=100');
    expect(mine.body.response.some((r: { seq: number }) => r.seq === seq)).toBe(true);
    expect(waiting!.status).toBe('REQUESTED');
  });
});

describe('cancelling a sale', () => {
  it('refunds the buyer in full and records who is responsible', async () => {
    const m = market();
    const code = addPost(app(), m.session, 'CODE', m.seller.seq, { price: 9_000 });
    const unsold = addPost(app(), m.session, 'CODE', m.seller.seq);
    expectFailure(await get(m.seller, `/api/seller/code/${code.seq}/buyer/info`), 404, 'NOT_FOUND');
    const before = ledgerBalances(m.world, m.buyer.seq);
    const order = await buy(app(), m.buyer, 'CODE', code.seq, 500);

    const buyerInfo = await get(m.seller, `/api/seller/code/${code.seq}/buyer/info`);
    expect(buyerInfo.body.response).toMatchObject({
      buyer: { seq: m.buyer.seq },
      productId: order.items[0].seq,
      orderId: order.id,
      price: 9_000,
      status: 'PAID',
    });
    expect(buyerInfo.body.response.confirmAt).not.toBeNull();
    const sellerView = await get(m.seller, `/api/seller/code/${code.seq}/view`);
    expect(sellerView.body.response).toMatchObject({ status: 'SOLD', buyer: { seq: m.buyer.seq } });

    const body = { responsibility: 'SELLER', reason: 'The code was region-locked' };
    expectFailure(
      await post(m.seller, `/api/seller/code/${unsold.seq}/cancel`, body),
      409,
      'INVALID_STATE',
    );
    const cancelled = await post(m.seller, `/api/seller/code/${code.seq}/cancel`, body);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.response).toMatchObject({
      postSeq: code.seq,
      productId: order.items[0].seq,
      responsibility: 'SELLER',
      reason: 'The code was region-locked',
      refundAmount: 9_000 + ORDER_FEE,
    });
    expect(ledgerBalances(m.world, m.buyer.seq)).toEqual(before);
    expect((await get(m.buyer, `/api/order/${order.id}/view`)).body.response.items[0].status).toBe(
      'CANCELLED',
    );
    expectFailure(
      await post(m.seller, `/api/seller/code/${code.seq}/cancel`, body),
      409,
      'INVALID_STATE',
    );
    expectFailure(
      await post(m.seller, `/api/seller/code/${code.seq}/cancel`, {
        responsibility: 'NOBODY',
        reason: 'x',
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses a confirmed sale and another seller', async () => {
    const m = market();
    const other = addMember(app(), m.session, { seller: true });
    const coupon = addPost(app(), m.session, 'COUPON', m.seller.seq);
    await buy(app(), m.buyer, 'COUPON', coupon.seq);
    const body = { responsibility: 'BUYER', reason: 'Bought by mistake' };
    for (const res of [
      await post(other, `/api/seller/coupon/${coupon.seq}/cancel`, body),
      await get(other, `/api/seller/coupon/${coupon.seq}/buyer/info`),
      await get(other, `/api/seller/coupon/${coupon.seq}/view`),
    ]) {
      expectFailure(res, 404, 'NOT_FOUND');
    }
    clockOf(app(), m.session).advance({ days: 3 });
    expectFailure(
      await post(m.seller, `/api/seller/coupon/${coupon.seq}/cancel`, body),
      409,
      'ALREADY_CONFIRMED',
    );
    const info = await get(m.seller, `/api/seller/coupon/${coupon.seq}/buyer/info`);
    expect(info.body.response.status).toBe('CONFIRMED');
  });
});
