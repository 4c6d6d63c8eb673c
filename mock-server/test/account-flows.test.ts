/**
 * `contract.account` over HTTP: reads, profile updates, removal (refused while trades are open),
 * the switch to a seller account and the referral link.
 */
import { isAutoConfirmed, isOpenTrade } from '@market/domain';
import { generateWorld } from '@market/fixtures';
import { type OrderRecord, type World, findBySeq } from '@market/world';
import { describe, expect, it } from 'vitest';
import { accountSummary, referredCountOf } from '../src/services/account/profile';
import { openTradesOf } from '../src/services/open-trades';
import { currentSubscriptionStatus } from '../src/services/party-status';
import { freezeSeed, sessionWorld } from '../src/store/session-world';
import { transact } from '../src/store/transaction';
import { TEST_NOW, testWorld } from './helpers/build';
import { type MockClient, PASSWORD, memberTest } from './helpers/member-client';

const { app, client, signedIn } = memberTest();

const userOf = (email: string) => testWorld().users.find((user) => user.email === email)!;

/** Identity verification the way the web app does it: start, follow the provider, call back. */
async function verifyIdentity(c: MockClient) {
  const start = await c.post('/api/auth/identity/start', {
    name: '홍길동',
    cellPhone: '010-1234-5678',
    dateOfBirth: '1990-01-01',
  });
  const page = await app().inject({
    method: 'GET',
    url: new URL(start.data.url).pathname,
    headers: { 'x-mock-session': c.session },
  });
  const back = new URL(String(page.headers.location));
  const res = await c.post('/api/auth/identity/callback', {
    encData: back.searchParams.get('enc_data'),
    integrityValue: back.searchParams.get('integrity_value'),
    tokenVersionId: back.searchParams.get('token_version_id'),
  });
  expect(res.status).toBe(200);
}

describe('reads', () => {
  it('answers 401 to visitors on every account route', async () => {
    const visitor = client('visitor');
    for (const url of [
      '/api/account/me',
      '/api/account/summary',
      '/api/account/seller/info',
      '/api/account/referral',
    ]) {
      const res = await visitor.get(url);
      expect([res.status, res.code], url).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect((await visitor.put('/api/account/nickname', { nickname: 'Hacker' })).status).toBe(401);
  });

  it('shows the member their own account', async () => {
    const buyer = await signedIn('me', 'buyer@example.com');
    const me = (await buyer.get('/api/account/me')).data;
    const record = userOf('buyer@example.com');
    expect(me).toMatchObject({
      seq: record.seq,
      email: record.email,
      nickname: record.nickname,
      verified: true,
      referralCode: record.referralCode,
    });
  });

  it('counts what the member holds, asks and orders', async () => {
    const buyer = await signedIn('summary', 'buyer@example.com');
    const seq = userOf('buyer@example.com').seq;
    const world = testWorld();
    const mine = world.orders.filter((order) => order.userSeq === seq);
    const held = mine.filter((order) =>
      ['PAID', 'CONFIRMED', 'REFUND_REQUESTED'].includes(order.status),
    );
    const itemsOf = (type: string) =>
      held.flatMap((order) => order.items).filter((item) => item.postType === type).length;

    const summary = (await buyer.get('/api/account/summary')).data;
    expect(summary).toMatchObject({
      codeCount: itemsOf('CODE'),
      couponCount: itemsOf('COUPON'),
      orderCount: mine.length,
      inquiryCount: world.inquiries.filter((inquiry) => inquiry.userSeq === seq).length,
    });
    expect(summary.orderCount).toBeGreaterThan(0);
    expect(summary.subscribeCount).toBeGreaterThan(0);

    const newbie = await signedIn('summary-newbie', 'newbie@example.com');
    expect((await newbie.get('/api/account/summary')).data).toEqual({
      codeCount: 0,
      couponCount: 0,
      inquiryCount: 0,
      orderCount: 0,
      subscribeCount: 0,
    });
  });

  it('shows a seller their seller account and refuses members with 403', async () => {
    const seller = await signedIn('seller-info', 'seller@example.com');
    const info = (await seller.get('/api/account/seller/info')).data;
    const seq = userOf('seller@example.com').seq;
    const world = testWorld();
    expect(info).toMatchObject({
      seq,
      codePostCount: world.codePosts.filter((p) => p.sellerSeq === seq && p.deletedAt === null)
        .length,
      pendingRefundCount: world.refunds.filter(
        (r) => r.sellerSeq === seq && r.status === 'REQUESTED',
      ).length,
    });
    expect(info.subscriptionPostCount + info.couponPostCount + info.codePostCount).toBeGreaterThan(
      0,
    );

    const buyer = await signedIn('seller-info-buyer', 'buyer@example.com');
    const refused = await buyer.get('/api/account/seller/info');
    expect([refused.status, refused.code]).toEqual([403, 'SELLER_ONLY']);
  });

  it('gives the referral link on the web app’s origin', async () => {
    const buyer = await signedIn('referral', 'buyer@example.com');
    const res = await buyer.call('GET', '/api/account/referral', undefined, {
      referer: 'http://localhost:5173/my/profile',
    });
    const { referralCode } = userOf('buyer@example.com');
    expect(res.data).toMatchObject({
      code: referralCode,
      url: `http://localhost:5173/create-account?referrer=${referralCode}`,
      rewardPoints: 1000,
    });
  });
});

describe('profile updates', () => {
  it('changes the nickname unless another member has it', async () => {
    const buyer = await signedIn('nickname', 'buyer@example.com');
    const taken = userOf('seller@example.com').nickname;
    const refused = await buyer.put('/api/account/nickname', { nickname: taken });
    expect([refused.status, refused.code]).toEqual([409, 'NICKNAME_TAKEN']);

    const own = userOf('buyer@example.com').nickname;
    expect((await buyer.put('/api/account/nickname', { nickname: own })).status).toBe(200);
    const renamed = await buyer.put('/api/account/nickname', { nickname: 'Renamed' });
    expect(renamed.data.nickname).toBe('Renamed');
    expect((await buyer.get('/api/account/me')).data.nickname).toBe('Renamed');
    expect((await buyer.put('/api/account/nickname', { nickname: 'x' })).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('changes the password after checking the current one, and signs out the other devices', async () => {
    const buyer = await signedIn('password', 'buyer@example.com');
    const phone = buyer.other();
    await phone.signIn('buyer@example.com');

    const wrong = await buyer.put('/api/account/password', {
      currentPassword: 'Not-my-pass1',
      newPassword: 'Brand-N3w-pass',
    });
    expect([wrong.status, wrong.code]).toEqual([400, 'CURRENT_PASSWORD_WRONG']);

    const ok = await buyer.put('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-N3w-pass',
    });
    expect(ok.data).toEqual({ done: true });
    expect((await buyer.get('/api/account/me')).status).toBe(200);
    expect((await phone.get('/api/account/me')).status).toBe(401);
    await phone.signIn('buyer@example.com', 'Brand-N3w-pass');
  });

  it('changes phone, countries, newsletter and profile image', async () => {
    const buyer = await signedIn('profile', 'buyer@example.com');
    expect((await buyer.put('/api/account/phone', { phone: '010-9876-5432' })).data.phone).toBe(
      '010-9876-5432',
    );
    expect((await buyer.put('/api/account/phone', { phone: 'call me' })).status).toBe(400);

    const countries = await buyer.put('/api/account/country', { countries: ['kr', 'US', 'KR'] });
    expect(countries.data.countries).toEqual(['KR', 'US']);
    const tooMany = await buyer.put('/api/account/country', {
      countries: ['KR', 'US', 'JP', 'ES', 'MX', 'FR'],
    });
    expect([tooMany.status, tooMany.code]).toEqual([400, 'VALIDATION_FAILED']);

    for (const newsletter of [true, false]) {
      expect((await buyer.put('/api/account/newsletter', { newsletter })).data.newsletter).toBe(
        newsletter,
      );
    }

    const url = 'https://cdn.example.com/u/me.JPG';
    expect(
      (await buyer.put('/api/account/profile-image', { profileImageUrl: url })).data
        .profileImageUrl,
    ).toBe(url);
    const gif = await buyer.put('/api/account/profile-image', {
      profileImageUrl: 'https://cdn.example.com/u/me.gif',
    });
    expect([gif.status, gif.code]).toEqual([400, 'UNSUPPORTED_IMAGE_TYPE']);
    const cleared = await buyer.put('/api/account/profile-image', { profileImageUrl: null });
    expect(cleared.data.profileImageUrl).toBeNull();
    expect((await buyer.get('/api/account/me')).data).toMatchObject({
      phone: '010-9876-5432',
      countries: ['KR', 'US'],
      newsletter: false,
      profileImageUrl: null,
    });
  });
});

describe('POST /api/account/remove', () => {
  const body = { reason: 'Not using it any more', password: PASSWORD };

  it('is refused with 409 while the member has open trades', async () => {
    const seq = userOf('buyer@example.com').seq;
    expect(
      testWorld().orders.some((order) => order.userSeq === seq && isOpenTrade(order.status)),
      'the buyer has an open trade',
    ).toBe(true);
    const buyer = await signedIn('remove-open', 'buyer@example.com');
    const res = await buyer.post('/api/account/remove', body);
    expect([res.status, res.code]).toEqual([409, 'ACCOUNT_HAS_OPEN_TRADES']);
    expect((await buyer.get('/api/account/me')).status).toBe(200);

    const seller = await signedIn('remove-seller', 'seller@example.com');
    expect((await seller.post('/api/account/remove', body)).code).toBe('ACCOUNT_HAS_OPEN_TRADES');
  });

  it('checks the password, then removes the account, signs it out and frees its e-mail', async () => {
    const newbie = await signedIn('remove', 'newbie@example.com');
    const second = newbie.other();
    await second.signIn('newbie@example.com');
    const wrong = await newbie.post('/api/account/remove', { ...body, password: 'Wrong-pass1' });
    expect([wrong.status, wrong.code]).toEqual([400, 'CURRENT_PASSWORD_WRONG']);

    expect((await newbie.post('/api/account/remove', body)).data).toEqual({ done: true });
    expect((await newbie.get('/api/account/me')).code).toBe('UNAUTHENTICATED');
    expect((await second.get('/api/account/me')).code).toBe('UNAUTHENTICATED');
    const signIn = await newbie.post('/api/auth', {
      email: 'newbie@example.com',
      password: PASSWORD,
    });
    expect([signIn.status, signIn.code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const again = await newbie.post('/api/auth/sign-up', {
      email: 'newbie@example.com',
      password: 'Another-pass1',
      nickname: userOf('newbie@example.com').nickname,
      agreements: { terms: true, personalInformation: true, notifications: true },
    });
    expect(again.status).toBe(201);
    expect(again.data.user.seq).not.toBe(userOf('newbie@example.com').seq);
  });

  it('is refused once a top-up awaits its transfer, and allowed when it is received', async () => {
    const newbie = await signedIn('remove-top-up', 'newbie@example.com');
    const order = await newbie.post('/api/cp/cash/charge', { amount: 10_000 });
    expect((await newbie.post('/api/account/remove', body)).code).toBe('ACCOUNT_HAS_OPEN_TRADES');
    await newbie.post(`/__mock/transfers/${order.data.orderId}/receive`);
    expect((await newbie.post('/api/account/remove', body)).status).toBe(200);
  });
});

describe('POST /api/account/seller', () => {
  const body = { sellerTermsAgreed: true, intro: 'Fair prices, fast answers.' };

  it('turns a verified member into a seller, once', async () => {
    const buyer = await signedIn('become-seller', 'buyer@example.com');
    const res = await buyer.post('/api/account/seller', body);
    expect(res.status).toBe(200);
    expect(res.data.roles).toEqual(['MEMBER', 'SELLER']);

    const info = (await buyer.get('/api/account/seller/info')).data;
    expect(info).toMatchObject({ intro: body.intro, sellerSince: '2026-03-02 10:00:00' });
    const again = await buyer.post('/api/account/seller', body);
    expect([again.status, again.code]).toEqual([409, 'ALREADY_SELLER']);
  });

  it('needs identity verification first (403), then lets the member in', async () => {
    const newbie = await signedIn('become-seller-newbie', 'newbie@example.com');
    const refused = await newbie.post('/api/account/seller', body);
    expect([refused.status, refused.code]).toEqual([403, 'IDENTITY_NOT_VERIFIED']);
    await verifyIdentity(newbie);
    expect((await newbie.post('/api/account/seller', { sellerTermsAgreed: true })).status).toBe(
      200,
    );
    expect((await newbie.get('/api/account/seller/info')).data.intro).toBeNull();
  });

  it('answers 409 ALREADY_SELLER to a seller and 400 without the terms', async () => {
    const seller = await signedIn('become-seller-seller', 'seller@example.com');
    expect((await seller.post('/api/account/seller', body)).code).toBe('ALREADY_SELLER');
    const buyer = await signedIn('become-seller-terms', 'buyer@example.com');
    const res = await buyer.post('/api/account/seller', { sellerTermsAgreed: false });
    expect([res.status, res.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

/**
 * What the account's reads answered when they were passes over the whole world (before issue 38's
 * indexes): the reference the indexed reads must match, the order of the open-trade lines included.
 */
function openTradesByPass(
  world: World,
  userSeq: number,
  now: number,
  running: (postSeq: number) => boolean,
  autoConfirmed: (paidAt: number) => boolean,
): string[] {
  const unconfirmed = (order: OrderRecord) => {
    if (order.kind === 'EMONEY' || !isOpenTrade(order.status)) return false;
    if (order.status !== 'PAID' || order.paidAt === null) return true;
    return !autoConfirmed(order.paidAt);
  };
  const pendingTopUp = (order: OrderRecord) =>
    order.kind === 'EMONEY' &&
    order.status === 'AWAITING_TRANSFER' &&
    (order.transfer === null || now < order.transfer.dueAt);
  const reasons = new Set<string>();
  for (const member of world.partyMembers) {
    if (member.status !== 'ACTIVE' && member.status !== 'PENDING') continue;
    if (!running(member.postSeq)) continue;
    const party = findBySeq(world.subscriptionPosts, member.postSeq)!;
    if (member.userSeq === userSeq) reasons.add('a party membership is active');
    if (party.sellerSeq === userSeq) reasons.add('a party you founded has members');
  }
  for (const order of world.orders) {
    if (order.userSeq === userSeq) {
      if (unconfirmed(order)) reasons.add('an order is not confirmed yet');
      if (pendingTopUp(order)) reasons.add('a top-up awaits its bank transfer');
    } else if (unconfirmed(order) && order.items.some((item) => item.sellerSeq === userSeq)) {
      reasons.add('a sale is not confirmed yet');
    }
  }
  for (const refund of world.refunds) {
    if (refund.status !== 'REQUESTED') continue;
    if (refund.userSeq === userSeq) reasons.add('a refund request is pending');
    if (refund.sellerSeq === userSeq) reasons.add('a refund request awaits your decision');
  }
  return [...reasons];
}

function summaryByPass(world: World, userSeq: number, running: (postSeq: number) => boolean) {
  const held = new Set(['PAID', 'CONFIRMED', 'REFUND_REQUESTED']);
  const summary = { codeCount: 0, couponCount: 0, inquiryCount: 0, orderCount: 0 };
  for (const order of world.orders) {
    if (order.userSeq !== userSeq) continue;
    summary.orderCount += 1;
    if (!held.has(order.status)) continue;
    for (const item of order.items) {
      if (item.postType === 'CODE') summary.codeCount += 1;
      if (item.postType === 'COUPON') summary.couponCount += 1;
    }
  }
  summary.inquiryCount = world.inquiries.filter((inquiry) => inquiry.userSeq === userSeq).length;
  let subscribeCount = 0;
  for (const member of world.partyMembers) {
    if (member.userSeq !== userSeq || (member.status !== 'ACTIVE' && member.status !== 'PENDING'))
      continue;
    if (running(member.postSeq)) subscribeCount += 1;
  }
  return { ...summary, subscribeCount };
}

describe('the account reads found through indexes', () => {
  it('answer every member of the default world as a pass over it would, before and after a session writes', () => {
    const seed = freezeSeed(generateWorld({ seed: 11, size: 'default', now: TEST_NOW }));
    const world = sessionWorld(seed);
    const compare = (userSeqs: readonly number[]) => {
      // Whether each party has not ended, worked out once (the reference pass asks per seat).
      const statuses = new Map(
        world.subscriptionPosts.map((party) => [
          party.seq,
          currentSubscriptionStatus(world, party, TEST_NOW) !== 'ENDED',
        ]),
      );
      const running = (postSeq: number) => statuses.get(postSeq) === true;
      const notDeleted = (postSeq: number) =>
        running(postSeq) && findBySeq(world.subscriptionPosts, postSeq)!.deletedAt === null;
      const confirmed = new Map<number, boolean>();
      const autoConfirmed = (paidAt: number) => {
        let known = confirmed.get(paidAt);
        if (known === undefined) {
          confirmed.set(paidAt, (known = isAutoConfirmed(new Date(paidAt), new Date(TEST_NOW))));
        }
        return known;
      };
      let several = 0;
      for (const userSeq of userSeqs) {
        const reasons = openTradesOf(world, userSeq, TEST_NOW);
        expect(reasons, `open trades of ${userSeq}`).toEqual(
          openTradesByPass(world, userSeq, TEST_NOW, notDeleted, autoConfirmed),
        );
        if (reasons.length > 2) several += 1;
        expect(accountSummary(world, userSeq, TEST_NOW)).toEqual(
          summaryByPass(world, userSeq, running),
        );
        expect(referredCountOf(world, userSeq)).toBe(
          world.users.filter((user) => user.referredBySeq === userSeq).length,
        );
      }
      return several;
    };
    const everyone = seed.users.map((user) => user.seq);
    expect(compare(everyone), 'members with several kinds of open trade').toBeGreaterThan(10);

    // The session writes records its indexes file as they are appended, among them members who
    // have two kinds of seat, or of refund request, in either order.
    const before = new Map(everyone.map((seq) => [seq, openTradesOf(world, seq, TEST_NOW)]));
    const has = (seq: number, reason: string) => before.get(seq)!.includes(reason);
    const [member, founder, ...others] = everyone.filter((seq) => before.get(seq)!.length === 0);
    const seated = seed.partyMembers.find(
      (seat) =>
        seat.status === 'ACTIVE' &&
        has(seat.userSeq, 'a party membership is active') &&
        !has(seat.userSeq, 'a party you founded has members'),
    )!;
    const party = findBySeq(seed.subscriptionPosts, seated.postSeq)!;
    const seller = party.sellerSeq;
    const [buyerFirst, sellerFirst, other] = others;
    const refund = (w: World, userSeq: number, sellerSeq: number) => ({
      ...seed.refunds[0]!,
      seq: w.ids.refunds++,
      userSeq,
      sellerSeq,
      status: 'REQUESTED' as const,
    });
    transact(world, (w) => {
      // The founder of a party with seats takes a seat (later) in a party of their own.
      w.partyMembers.push({ ...seated, seq: w.ids.partyMembers++, userSeq: seller });
      // A member with a seat founds a party (later), in which someone takes a seat.
      const founded = { ...party, seq: w.ids.subscriptionPosts++, sellerSeq: seated.userSeq };
      w.subscriptionPosts.push(founded);
      w.partyMembers.push({
        ...seated,
        seq: w.ids.partyMembers++,
        postSeq: founded.seq,
        userSeq: member!,
      });
      w.refunds.push(refund(w, buyerFirst!, other!), refund(w, founder!, buyerFirst!));
      w.refunds.push(refund(w, other!, sellerFirst!), refund(w, sellerFirst!, founder!));
    });
    expect(openTradesOf(world, seller, TEST_NOW).slice(0, 2)).toEqual([
      'a party you founded has members',
      'a party membership is active',
    ]);
    expect(openTradesOf(world, seated.userSeq, TEST_NOW).slice(0, 2)).toEqual([
      'a party membership is active',
      'a party you founded has members',
    ]);
    expect(openTradesOf(world, buyerFirst!, TEST_NOW)).toEqual([
      'a refund request is pending',
      'a refund request awaits your decision',
    ]);
    expect(openTradesOf(world, sellerFirst!, TEST_NOW)).toEqual([
      'a refund request awaits your decision',
      'a refund request is pending',
    ]);
    const touched = [seller, seated.userSeq, member!, founder!, buyerFirst!, sellerFirst!, other!];
    compare(touched);
  });
});
