/**
 * `contract.wallet` over HTTP: balances and histories from the ledger, promotion codes, e-money
 * top-up received through the control call, and withdrawal under domain's rules.
 */
import { WITHDRAWAL_MAX_KRW } from '@market/domain';
import { walletBalance } from '@market/world';
import { describe, expect, it } from 'vitest';
import { testWorld } from './helpers/build';
import { memberTest } from './helpers/member-client';

const { client, signedIn } = memberTest();

const seqOf = (email: string) => testWorld().users.find((user) => user.email === email)!.seq;
const bank = {
  method: 'BANK_TRANSFER',
  bankName: '국민은행',
  accountHolder: '김하늘',
  accountNumber: '123-456-7890',
};

interface Entry {
  seq: number;
  reason: string;
  amount: number;
  balanceAfter: number;
  description: string | null;
  orderId: string | null;
}

describe('GET /api/cp and the histories', () => {
  it('answers 401 to visitors', async () => {
    const visitor = client('wallet-visitor');
    for (const url of ['/api/cp', '/api/cp/cash', '/api/cp/point', '/api/cp/cash/withdraw/info']) {
      expect((await visitor.get(url)).status, url).toBe(401);
    }
  });

  it('gives the balances the seeded ledger sums to', async () => {
    const buyer = await signedIn('credits', 'buyer@example.com');
    const seq = seqOf('buyer@example.com');
    expect(await buyer.credits()).toEqual({
      emoney: walletBalance(testWorld(), seq, 'EMONEY'),
      points: walletBalance(testWorld(), seq, 'POINTS'),
    });
  });

  it('pages the e-money history 10 at a time, newest first, each entry with the balance after it', async () => {
    const buyer = await signedIn('history', 'buyer@example.com');
    const { emoney } = await buyer.credits();
    const first = await buyer.get<Entry[]>('/api/cp/cash');
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ currentPage: 1, nextPage: 2 });
    expect(first.data[0]!.balanceAfter).toBe(emoney);

    const all = await buyer.get<Entry[]>('/api/cp/cash?size=100');
    expect(all.data.slice(0, 10)).toEqual(first.data);
    expect(all.pagination!.totalCount).toBe(
      testWorld().ledger.filter(
        (e) => e.userSeq === seqOf('buyer@example.com') && e.wallet === 'EMONEY',
      ).length,
    );
    for (const [index, entry] of all.data.entries()) {
      const older = all.data[index + 1];
      expect(entry.balanceAfter - entry.amount).toBe(older ? older.balanceAfter : 0);
      if (older) expect(entry.seq).toBeGreaterThan(older.seq);
    }
    const purchase = all.data.find((entry) => entry.reason === 'PURCHASE');
    expect(purchase?.orderId).toMatch(/^ORD-/);
    expect(JSON.parse(purchase!.description!)).toHaveProperty('ko');

    const page2 = await buyer.get<Entry[]>('/api/cp/cash?page=2');
    expect(page2.data[0]).toEqual(all.data[10]);
    expect((await buyer.get('/api/cp/cash?page=0')).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/promotion/use', () => {
  it('rewards points once per member (WELCOME1000 twice: the second is refused)', async () => {
    const newbie = await signedIn('welcome', 'newbie@example.com');
    const first = await newbie.post('/api/promotion/use', { code: 'WELCOME1000' });
    expect(first.data).toEqual({ rewardAmount: 1000, rewardType: 'POINTS' });
    expect(await newbie.credits()).toEqual({ emoney: 0, points: 1000 });
    const [entry] = (await newbie.get<Entry[]>('/api/cp/point')).data;
    expect(entry).toMatchObject({
      reason: 'PROMOTION_CODE',
      amount: 1000,
      description: 'WELCOME1000',
    });

    const second = await newbie.post('/api/promotion/use', { code: 'welcome1000' });
    expect([second.status, second.code]).toEqual([409, 'PROMOTION_CODE_USED']);
    expect(await newbie.credits()).toEqual({ emoney: 0, points: 1000 });
  });

  it('rewards cash as e-money', async () => {
    const newbie = await signedIn('cash-code', 'newbie@example.com');
    const res = await newbie.post('/api/promotion/use', { code: ' cash500 ' });
    expect(res.data).toEqual({ rewardAmount: 500, rewardType: 'CASH' });
    expect(await newbie.credits()).toEqual({ emoney: 500, points: 0 });
  });

  it('refuses unknown (400), expired (400, "expired") and used-up (409) codes with the server’s message', async () => {
    const newbie = await signedIn('bad-codes', 'newbie@example.com');
    const unknown = await newbie.post('/api/promotion/use', { code: 'NOPE' });
    expect([unknown.status, unknown.code]).toEqual([400, 'PROMOTION_CODE_INVALID']);
    expect(unknown.message).toMatch(/does not exist/);

    const expired = await newbie.post('/api/promotion/use', { code: 'EXPIRED2025' });
    expect([expired.status, expired.code]).toEqual([400, 'PROMOTION_CODE_INVALID']);
    expect(expired.message).toMatch(/expired/);

    const usedUp = testWorld().promotionCodes.find(
      (code) => code.maxUses !== null && code.usedBySeqs.length >= code.maxUses,
    );
    expect(usedUp, 'the test world has a used-up code').toBeDefined();
    const gone = await newbie.post('/api/promotion/use', { code: usedUp!.code });
    expect([gone.status, gone.code]).toEqual([409, 'PROMOTION_CODE_USED']);
    expect(await newbie.credits()).toEqual({ emoney: 0, points: 0 });
  });
});

describe('e-money top-up', () => {
  it('creates an order awaiting the transfer; the control call receives it once and credits the e-money', async () => {
    const buyer = await signedIn('top-up', 'buyer@example.com');
    const before = await buyer.credits();
    const order = await buyer.post('/api/cp/cash/charge', { amount: 50_000 });
    expect(order.status).toBe(201);
    expect(order.data).toMatchObject({
      amount: 50_000,
      status: 'AWAITING_TRANSFER',
      transferDeadline: '2026-03-03 10:00:00',
      createdAt: '2026-03-02 10:00:00',
    });
    expect(order.data.payTo.accountNumber).toBeTruthy();
    expect(await buyer.credits()).toEqual(before);

    const receive = await buyer.post(`/__mock/transfers/${order.data.orderId}/receive`);
    expect(receive.data).toEqual({ orderId: order.data.orderId, status: 'PAID', credited: 50_000 });
    expect(await buyer.credits()).toEqual({ ...before, emoney: before.emoney + 50_000 });
    const [entry] = (await buyer.get<Entry[]>('/api/cp/cash')).data;
    expect(entry).toMatchObject({ reason: 'TOP_UP', amount: 50_000, orderId: order.data.orderId });

    const again = await buyer.post(`/__mock/transfers/${order.data.orderId}/receive`);
    expect([again.status, again.code]).toEqual([409, 'ORDER_ALREADY_PAID']);
    expect(await buyer.credits()).toEqual({ ...before, emoney: before.emoney + 50_000 });
  });

  it('refuses a transfer after the deadline, an unknown order and a purchase order', async () => {
    const buyer = await signedIn('top-up-late', 'buyer@example.com');
    const order = await buyer.post('/api/cp/cash/charge', { amount: 10_000 });
    await buyer.post('/__mock/clock', { days: 1 });
    const late = await buyer.post(`/__mock/transfers/${order.data.orderId}/receive`);
    expect([late.status, late.code]).toEqual([409, 'INVALID_STATE']);

    expect((await buyer.post('/__mock/transfers/ORD-20000101-000001/receive')).status).toBe(404);
    const purchase = testWorld().orders.find((o) => o.kind !== 'EMONEY')!;
    expect((await buyer.post(`/__mock/transfers/${purchase.id}/receive`)).status).toBe(404);
    expect((await buyer.post('/api/cp/cash/charge', { amount: -5 })).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('withdrawal', () => {
  it('cashes out once a business day, less the 10% fee, as two ledger entries', async () => {
    const buyer = await signedIn('withdraw', 'buyer@example.com');
    const before = await buyer.credits();
    const info = (await buyer.get('/api/cp/cash/withdraw/info')).data;
    expect(info).toMatchObject({
      feeRate: 0.1,
      maxAmount: WITHDRAWAL_MAX_KRW,
      availableToday: true,
      withdrawableAmount: Math.min(before.emoney, WITHDRAWAL_MAX_KRW),
    });

    const res = await buyer.post('/api/cp/cash/withdraw', { ...bank, amount: 100_000 });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      method: 'BANK_TRANSFER',
      amount: 100_000,
      fee: 10_000,
      payout: 90_000,
      status: 'PENDING',
      requestedAt: '2026-03-02 10:00:00',
      expectedBy: '2026-03-05',
    });
    expect(await buyer.credits()).toEqual({ ...before, emoney: before.emoney - 100_000 });
    const [fee, payout] = (await buyer.get<Entry[]>('/api/cp/cash')).data;
    expect([payout!.reason, payout!.amount]).toEqual(['WITHDRAWAL', -90_000]);
    expect([fee!.reason, fee!.amount]).toEqual(['WITHDRAWAL_FEE', -10_000]);

    const second = await buyer.post('/api/cp/cash/withdraw', { ...bank, amount: 1_000 });
    expect([second.status, second.code]).toEqual([409, 'WITHDRAWAL_ALREADY_TODAY']);
    expect((await buyer.get('/api/cp/cash/withdraw/info')).data).toMatchObject({
      availableToday: false,
      withdrawableAmount: 0,
      lastWithdrawal: { amount: 100_000 },
    });

    // The next Seoul day, by PayPal; the first one shows as paid out after its deadline.
    await buyer.post('/__mock/clock', { hours: 14 });
    const paypal = await buyer.post('/api/cp/cash/withdraw', {
      method: 'PAYPAL',
      paypalEmail: 'me@example.com',
      amount: 20_000,
    });
    expect(paypal.data).toMatchObject({ method: 'PAYPAL', fee: 2_000, payout: 18_000 });
    await buyer.post('/__mock/clock', { days: 4 });
    expect((await buyer.get('/api/cp/cash/withdraw/info')).data.lastWithdrawal.status).toBe(
      'COMPLETE',
    );
  });

  it('refuses more than the balance (409), more than the maximum (400) and unverified members (403)', async () => {
    const buyer = await signedIn('withdraw-refusals', 'buyer@example.com');
    const { emoney } = await buyer.credits();
    const tooMuch = await buyer.post('/api/cp/cash/withdraw', { ...bank, amount: emoney + 1 });
    expect([tooMuch.status, tooMuch.code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    const overMax = await buyer.post('/api/cp/cash/withdraw', {
      ...bank,
      amount: WITHDRAWAL_MAX_KRW + 1,
    });
    expect([overMax.status, overMax.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noBank = await buyer.post('/api/cp/cash/withdraw', {
      method: 'BANK_TRANSFER',
      amount: 1_000,
    });
    expect(noBank.code).toBe('VALIDATION_FAILED');
    expect(await buyer.credits()).toMatchObject({ emoney });

    const newbie = await signedIn('withdraw-newbie', 'newbie@example.com');
    const refused = await newbie.post('/api/cp/cash/withdraw', { ...bank, amount: 1_000 });
    expect([refused.status, refused.code]).toEqual([403, 'IDENTITY_NOT_VERIFIED']);
  });

  it('lets exactly one of several concurrent withdrawals of the day through', async () => {
    const buyer = await signedIn('withdraw-race', 'buyer@example.com');
    const before = await buyer.credits();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        buyer.post('/api/cp/cash/withdraw', { ...bank, amount: 10_000 }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.code === 'WITHDRAWAL_ALREADY_TODAY')).toHaveLength(7);
    expect((await buyer.credits()).emoney).toBe(before.emoney - 10_000);
  });
});
