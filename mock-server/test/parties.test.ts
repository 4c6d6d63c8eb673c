/**
 * Parties over HTTP (contract.sellerPosts' subscription routes and the admin termination of
 * contract.seller): listing and editing a party, members joining and the founder deciding, renewal
 * into a new post that agreeing members join, removal that needs the member's consent, closing
 * recruitment and ending sharing (irreversible, with money moved through the ledger), and another
 * seller's 404. Every answer is validated against the contract.
 */
import { addDays, toDateString, type SubscriptionStatus } from '@market/domain';
import { findBySeq, walletBalance } from '@market/world';
import { describe, expect, it } from 'vitest';
import { buy, clockOf, expectFailure, leafCategory, partyBody } from './helpers/console';
import {
  type Actor,
  ORDER_FEE,
  addMember,
  addPost,
  ledgerBalances,
  marketTest,
  seeded,
  worldOf,
} from './helpers/market';

const { app, newSession, get, post, put } = marketTest('parties');

function market() {
  const session = newSession();
  const seller = addMember(app(), session, { seller: true, emoney: 100_000 });
  const members = [1, 2, 3].map(() =>
    addMember(app(), session, { emoney: 200_000, points: 5_000 }),
  );
  const world = worldOf(app(), session);
  const today = toDateString(new Date(clockOf(app(), session).now()));
  return { session, seller, members, world, today };
}

type Market = ReturnType<typeof market>;

async function openParty(m: Market, overrides: Record<string, unknown> = {}) {
  const res = await post(m.seller, '/api/subscribe/share', partyBody(m, overrides));
  expect(res.status, JSON.stringify(res.body.error)).toBe(201);
  return res.body.response as { seq: number; status: SubscriptionStatus };
}

/** Members buy seats and the founder approves them; returns their membership seqs. */
async function seat(m: Market, partySeq: number, who: Actor[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const member of who) {
    await buy(app(), member, 'SUBSCRIPTION', partySeq);
    const list = await get(m.seller, `/api/seller/subscribe/share/${partySeq}/member`);
    const joined = list.body.response.find(
      (row: { member: { seq: number } }) => row.member.seq === member.seq,
    );
    const approved = await post(m.seller, `/api/account/subscribe/share/${partySeq}/approve`, {
      memberSeq: joined.seq,
    });
    expect(approved.body.response.status).toBe('ACTIVE');
    seqs.push(joined.seq);
  }
  return seqs;
}

describe('the founder lists and edits parties', () => {
  it('opens a party and refuses dates in the past, an end before the start and a wrong category', async () => {
    const m = market();
    const party = await openParty(m);
    const view = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`);
    expect(view.body.response).toMatchObject({
      seq: party.seq,
      status: 'SUB_ON_SALE',
      memberCount: 0,
      pendingMemberCount: 0,
      priceBaseDuration: 'MONTH',
      accountInfo: 'ID: party@example.com / PW: s3cret',
    });
    expect(JSON.parse(view.body.response.title)).toMatchObject({ ko: 'Netflix Premium, 4 seats' });

    const yesterday = addDays(m.today, -1);
    for (const overrides of [
      { subscriptionStartsAt: yesterday },
      { subscriptionEndsAt: addDays(m.today, -2) },
      { subscriptionStartsAt: addDays(m.today, 10), subscriptionEndsAt: addDays(m.today, 5) },
      { categorySeq: leafCategory(m.world, 'COUPON') },
      { subscriptionEndsAt: '2026-02-31' },
    ]) {
      const res = await post(m.seller, '/api/subscribe/share', partyBody(m, overrides));
      expectFailure(res, 400, 'VALIDATION_FAILED');
    }
  });

  it('edits a running party but not below the seats taken', async () => {
    const m = market();
    const party = await openParty(m);
    await seat(m, party.seq, m.members.slice(0, 2));
    const edited = await put(
      m.seller,
      `/api/subscribe/${party.seq}/share`,
      partyBody(m, { price: 7_000, priceBaseDuration: 'WEEK' }),
    );
    expect(edited.body.response).toMatchObject({ price: 7_000, priceBaseDuration: 'WEEK' });
    const tooSmall = await put(
      m.seller,
      `/api/subscribe/${party.seq}/share`,
      partyBody(m, { memberLimit: 1 }),
    );
    expectFailure(tooSmall, 409, 'INVALID_STATE');
  });

  it('filters the list by status, keyword and category', async () => {
    const m = market();
    const open = await openParty(m, { title: 'Disney Plus open' });
    const closed = await openParty(m, { title: 'Wavve closed' });
    await post(m.seller, `/api/seller/subscribe/share/${closed.seq}/close`);
    const expiring = await openParty(m, {
      title: 'Tving expiring',
      subscriptionEndsAt: addDays(m.today, 10),
    });
    const seqs = async (query: string) =>
      (await get(m.seller, `/api/seller/subscribe/share/list?${query}`)).body.response.map(
        (p: { seq: number }) => p.seq,
      );
    expect(await seqs('')).toEqual([expiring.seq, closed.seq, open.seq]);
    expect(await seqs('status=open')).toEqual([open.seq]);
    expect(await seqs('status=closed')).toEqual([closed.seq]);
    expect(await seqs('status=expiring')).toEqual([expiring.seq]);
    expect(await seqs('keyword=wavve')).toEqual([closed.seq]);
    const category = leafCategory(m.world, 'SUBSCRIPTION');
    expect(await seqs(`category=${category}&size=1`)).toEqual([expiring.seq]);
    expectFailure(
      await get(m.seller, '/api/seller/subscribe/share/list?page=0'),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await get(m.seller, '/api/seller/subscribe/share/list?status=sold'),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('members join and the founder decides', () => {
  it('approves a pending member and turns another down with their money back', async () => {
    const m = market();
    const party = await openParty(m);
    const [a, b] = m.members as [Actor, Actor];
    const bBefore = ledgerBalances(m.world, b.seq);
    await buy(app(), a, 'SUBSCRIPTION', party.seq);
    await buy(app(), b, 'SUBSCRIPTION', party.seq, 1_000);
    expect(ledgerBalances(m.world, b.seq).emoney).toBe(
      bBefore.emoney - (6_000 + ORDER_FEE - 1_000),
    );

    const list = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`);
    expect(list.body.response.map((row: { status: string }) => row.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
    const [rowA, rowB] = list.body.response;
    expect(
      (await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`)).body.response
        .pendingMemberCount,
    ).toBe(2);

    const approved = await post(m.seller, `/api/account/subscribe/share/${party.seq}/approve`, {
      memberSeq: rowA.seq,
    });
    expect(approved.body.response).toMatchObject({ seq: rowA.seq, status: 'ACTIVE' });
    const rejected = await post(m.seller, `/api/account/subscribe/share/${party.seq}/reject`, {
      memberSeq: rowB.seq,
    });
    expect(rejected.body.response).toMatchObject({ seq: rowB.seq, status: 'REJECTED' });
    expect(ledgerBalances(m.world, b.seq)).toEqual(bBefore);

    for (const path of ['approve', 'reject']) {
      const again = await post(m.seller, `/api/account/subscribe/share/${party.seq}/${path}`, {
        memberSeq: rowA.seq,
      });
      expectFailure(again, 409, 'ALREADY_DECIDED');
    }
    const view = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`);
    expect(view.body.response).toMatchObject({ memberCount: 1, pendingMemberCount: 0 });
    // The member cannot decide on themselves: the party is not theirs.
    expectFailure(
      await post(a, `/api/account/subscribe/share/${party.seq}/approve`, { memberSeq: rowA.seq }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('renewal', () => {
  it('renews an expiring party into a new post that agreeing members join', async () => {
    const m = market();
    const party = await openParty(m);
    const [a, b, c] = m.members as [Actor, Actor, Actor];
    await seat(m, party.seq, [a, b]);
    const renewal = {
      subscriptionStartsAt: addDays(m.today, 41),
      subscriptionEndsAt: addDays(m.today, 131),
      price: 6_500,
      priceBaseDuration: 'MONTH',
      memberLimit: 4,
      accountInfo: 'ID: renewed@example.com',
    };
    const early = await post(m.seller, `/api/seller/subscribe/share/${party.seq}/newPost`, renewal);
    expectFailure(early, 409, 'NOT_EXTENDABLE');
    // Nothing to answer before the founder renews.
    expectFailure(
      await post(a, `/api/account/subscribe/share/${party.seq}/approve`, {}),
      409,
      'INVALID_STATE',
    );

    clockOf(app(), m.session).advance({ days: 11 });
    const renewed = await post(
      m.seller,
      `/api/seller/subscribe/share/${party.seq}/newPost`,
      renewal,
    );
    expect(renewed.status).toBe(201);
    const next = renewed.body.response;
    expect(next).toMatchObject({ price: 6_500, status: 'SUB_ON_SALE', memberCount: 0 });
    expect(next.title).toBe(
      (await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`)).body.response.title,
    );
    const old = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`);
    expect(old.body.response).toMatchObject({ status: 'EXTENDABLE', renewedPostSeq: next.seq });
    expect(findBySeq(m.world.subscriptionPosts, next.seq)?.renewedFromSeq).toBe(party.seq);
    expectFailure(
      await post(m.seller, `/api/seller/subscribe/share/${party.seq}/newPost`, renewal),
      409,
      'ALREADY_RENEWED',
    );

    const asked = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`);
    for (const row of asked.body.response) {
      expect(row.pendingRequest).toMatchObject({
        kind: 'RENEWAL',
        postSeq: next.seq,
        reason: null,
      });
    }

    // a agrees (naming the new party), b declines (naming the old one), c was never asked.
    const aBefore = ledgerBalances(m.world, a.seq);
    const agreed = await post(a, `/api/account/subscribe/share/${next.seq}/approve`, {});
    expect(agreed.body.response).toMatchObject({ status: 'ACTIVE', member: { seq: a.seq } });
    expect(ledgerBalances(m.world, a.seq).emoney).toBe(aBefore.emoney - 6_500 - ORDER_FEE);
    const declined = await post(b, `/api/account/subscribe/share/${party.seq}/reject`, {});
    expect(declined.body.response).toMatchObject({ status: 'ACTIVE', pendingRequest: null });
    expectFailure(
      await post(a, `/api/account/subscribe/share/${next.seq}/approve`, {}),
      409,
      'ALREADY_DECIDED',
    );
    expectFailure(
      await post(c, `/api/account/subscribe/share/${next.seq}/approve`, {}),
      404,
      'NOT_FOUND',
    );

    const joined = await get(m.seller, `/api/seller/subscribe/share/${next.seq}/member`);
    expect(
      joined.body.response.map((row: { member: { seq: number }; status: string }) => [
        row.member.seq,
        row.status,
      ]),
    ).toEqual([[a.seq, 'ACTIVE']]);
    const purchase = await get(
      a,
      `/api/order/subscription/${joined.body.response[0].productId}/view`,
    );
    expect(purchase.body.response.post.seq).toBe(next.seq);
    const after = await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`);
    expect(
      after.body.response.every((row: { pendingRequest: unknown }) => row.pendingRequest === null),
    ).toBe(true);
  });
});

describe('removing a member', () => {
  it('needs the member consent: a refusal keeps them, consent removes them', async () => {
    const m = market();
    const party = await openParty(m);
    const [a] = m.members as [Actor];
    const [memberSeq] = await seat(m, party.seq, [a]);
    const request = { postSeq: party.seq, memberSeq, reason: 'Moving to a smaller plan' };

    const asked = await post(m.seller, '/api/seller/subscribe/share/member/out', request);
    expect(asked.body.response).toMatchObject({
      status: 'ACTIVE',
      pendingRequest: { kind: 'REMOVAL', postSeq: party.seq, reason: 'Moving to a smaller plan' },
    });
    expectFailure(
      await post(m.seller, '/api/seller/subscribe/share/member/out', request),
      409,
      'REMOVAL_ALREADY_REQUESTED',
    );

    const refused = await post(a, `/api/account/subscribe/share/${party.seq}/out/consent`, {
      agree: false,
    });
    expect(refused.body.response).toMatchObject({ status: 'ACTIVE', pendingRequest: null });
    expectFailure(
      await post(a, `/api/account/subscribe/share/${party.seq}/out/consent`, { agree: true }),
      409,
      'INVALID_STATE',
    );

    await post(m.seller, '/api/seller/subscribe/share/member/out', request);
    const consented = await post(a, `/api/account/subscribe/share/${party.seq}/out/consent`, {
      agree: true,
    });
    expect(consented.body.response).toMatchObject({ status: 'REMOVED', pendingRequest: null });
    expectFailure(
      await post(m.seller, '/api/seller/subscribe/share/member/out', request),
      409,
      'INVALID_STATE',
    );
    const stranger = m.members[1]!;
    expectFailure(
      await post(stranger, `/api/account/subscribe/share/${party.seq}/out/consent`, {
        agree: true,
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('closing recruitment and ending sharing', () => {
  it('closes recruitment for good', async () => {
    const m = market();
    const party = await openParty(m);
    const closed = await post(m.seller, `/api/seller/subscribe/share/${party.seq}/close`);
    expect(closed.body.response.status).toBe('COMPLETED');
    expectFailure(
      await post(m.seller, `/api/seller/subscribe/share/${party.seq}/close`),
      409,
      'RECRUITMENT_CLOSED',
    );
    const join = await post(m.members[0]!, '/api/cart', {
      type: 'SUBSCRIPTION',
      typeSeq: party.seq,
    });
    expectFailure(join, 409, 'PARTY_FULL');
  });

  it('ends sharing for good: the founder pays each active member the unused share', async () => {
    const m = market();
    const party = await openParty(m, { subscriptionEndsAt: addDays(m.today, 89) });
    const [a, b, c] = m.members as [Actor, Actor, Actor];
    await seat(m, party.seq, [a, b]);
    await buy(app(), c, 'SUBSCRIPTION', party.seq);
    clockOf(app(), m.session).advance({ days: 10 });
    // Looking at the console confirms the purchases that fell due, paying the founder for them.
    await get(m.seller, '/api/seller/cp');
    const people = [m.seller, a, b, c];
    const before = people.map((who) => ledgerBalances(m.world, who.seq));
    // Brokerage 5 %: 6,000 − 300 = 5,700.
    const proceeds = 5_700;

    const ended = await post(m.seller, `/api/seller/subscribe/share/${party.seq}/end`, {
      reason: 'Service price went up',
    });
    expect(ended.status).toBe(200);
    // 90 days from today; 10 have passed, and from tomorrow 79 remain: each active member gets
    // floor(6,000 × 79 / 90) = 5,266 won, and the founder pays 2 × 5,266 = 10,532.
    const expected = { compensationPerMember: 5_266, founderPenalty: 10_532 };
    expect(ended.body.response).toMatchObject({
      totalDays: 90,
      remainingDays: 79,
      ...expected,
      compensatedMembers: 2,
      post: { status: 'ENDED' },
    });
    const after = people.map((who) => ledgerBalances(m.world, who.seq));
    // The founder pays the penalty, and gives back what the turned-down seat had earned them.
    expect(after[0]!.emoney).toBe(before[0]!.emoney - expected.founderPenalty - proceeds);
    expect(after[1]!.emoney).toBe(before[1]!.emoney + expected.compensationPerMember);
    expect(after[2]!.emoney).toBe(before[2]!.emoney + expected.compensationPerMember);
    // The member still waiting for approval got their whole payment back.
    expect(after[3]).toEqual({ emoney: 200_000, points: 5_000 });
    // Penalty and compensations cancel out; every balance is still what its ledger sums to.
    for (const who of people) {
      const cp = await get(who, '/api/cp');
      expect(cp.body.response).toMatchObject({
        emoney: walletBalance(m.world, who.seq, 'EMONEY'),
        points: walletBalance(m.world, who.seq, 'POINTS'),
      });
    }

    for (const attempt of [
      post(m.seller, `/api/seller/subscribe/share/${party.seq}/end`, { reason: 'again' }),
      post(m.seller, `/api/seller/subscribe/share/${party.seq}/close`),
      put(m.seller, `/api/subscribe/${party.seq}/share`, partyBody(m)),
    ]) {
      expectFailure(await attempt, 409, 'SUBSCRIPTION_ENDED');
    }
    expect(
      (await get(m.seller, `/api/seller/subscribe/share/${party.seq}/view`)).body.response.status,
    ).toBe('ENDED');
  });

  it('shows each member, on their purchase, the compensation they received', async () => {
    const m = market();
    const party = await openParty(m, { subscriptionEndsAt: addDays(m.today, 59) });
    const [a, b, c] = m.members as [Actor, Actor, Actor];
    await seat(m, party.seq, [a, b]);
    await buy(app(), c, 'SUBSCRIPTION', party.seq);
    const rows = (await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`)).body
      .response as { member: { seq: number }; productId: number }[];
    const purchaseOf = (who: Actor) => {
      const row = rows.find((r) => r.member.seq === who.seq)!;
      return `/api/order/subscription/${row.productId}/view`;
    };
    // Nothing to show while the party runs.
    expect((await get(a, purchaseOf(a))).body.response.compensation).toBeNull();

    clockOf(app(), m.session).advance({ days: 7 });
    const ended = await post(m.seller, `/api/seller/subscribe/share/${party.seq}/end`, {
      reason: 'Closing the account',
    });
    expect(ended.status).toBe(200);
    const { compensationPerMember, endedAt } = ended.body.response;
    expect(compensationPerMember).toBeGreaterThan(0);
    for (const who of [a, b]) {
      const view = await get(who, purchaseOf(who));
      expect(view.status).toBe(200);
      expect(view.body.response.compensation).toEqual({
        amount: compensationPerMember,
        paidAt: endedAt,
        endedBy: 'FOUNDER',
      });
    }
    // The member still awaiting approval was refunded in full instead: no compensation.
    expect((await get(c, purchaseOf(c))).body.response.compensation).toBeNull();
  });

  it('refuses to end sharing when the founder cannot pay the penalty, and changes nothing', async () => {
    const session = newSession();
    const seller = addMember(app(), session, { seller: true });
    const member = addMember(app(), session, { emoney: 50_000 });
    const world = worldOf(app(), session);
    const party = addPost(app(), session, 'SUBSCRIPTION', seller.seq, { price: 9_000 });
    await buy(app(), member, 'SUBSCRIPTION', party.seq);
    const row = world.partyMembers.find((p) => p.postSeq === party.seq)!;
    await post(seller, `/api/account/subscribe/share/${party.seq}/approve`, { memberSeq: row.seq });
    const entries = world.ledger.length;
    const res = await post(seller, `/api/seller/subscribe/share/${party.seq}/end`, {
      reason: 'bye',
    });
    expectFailure(res, 409, 'INSUFFICIENT_BALANCE');
    expect(world.ledger.length).toBe(entries);
    expect(party.status).toBe('SUB_ON_SALE');
    expect(party.sharingEnded).toBeNull();
  });

  it('lets an administrator terminate a party: members compensated, no founder penalty', async () => {
    const m = market();
    const admin = seeded(app(), m.session, 'admin@example.com');
    const party = await openParty(m);
    const [a] = m.members as [Actor];
    await seat(m, party.seq, [a]);
    const sellerBefore = ledgerBalances(m.world, m.seller.seq);
    const aBefore = ledgerBalances(m.world, a.seq);
    const res = await post(admin, `/api/admin/subscribe/share/${party.seq}/terminate`, {
      reason: 'Terms violation',
    });
    expect(res.body.response).toMatchObject({
      founderPenalty: 0,
      compensatedMembers: 1,
      post: { status: 'ENDED' },
    });
    expect(res.body.response.compensationPerMember).toBeGreaterThan(0);
    const rows = (await get(m.seller, `/api/seller/subscribe/share/${party.seq}/member`)).body
      .response as { member: { seq: number }; productId: number }[];
    const productId = rows.find((r) => r.member.seq === a.seq)!.productId;
    expect((await get(a, `/api/order/subscription/${productId}/view`)).body.response).toMatchObject(
      {
        compensation: { amount: res.body.response.compensationPerMember, endedBy: 'ADMIN' },
      },
    );
    expect(ledgerBalances(m.world, m.seller.seq)).toEqual(sellerBefore);
    expect(ledgerBalances(m.world, a.seq).emoney).toBe(
      aBefore.emoney + res.body.response.compensationPerMember,
    );
    expectFailure(
      await post(admin, `/api/admin/subscribe/share/${party.seq}/terminate`, { reason: 'again' }),
      409,
      'SUBSCRIPTION_ENDED',
    );
    expectFailure(
      await post(admin, '/api/admin/subscribe/share/99999/terminate', { reason: 'none' }),
      404,
      'NOT_FOUND',
    );
  });
});

describe("another seller's parties", () => {
  it('answer 404 to every call of seller2 on seller parties and members', async () => {
    const session = newSession();
    const seller2 = seeded(app(), session, 'seller2@example.com');
    const seller = seeded(app(), session, 'seller@example.com');
    const world = worldOf(app(), session);
    const member = world.partyMembers.find(
      (row) =>
        row.status === 'PENDING' &&
        findBySeq(world.subscriptionPosts, row.postSeq)?.sellerSeq === seller.seq,
    )!;
    const seq = member.postSeq;
    const today = toDateString(new Date(world.now));
    const body = {
      title: 'Mine now',
      categorySeq: leafCategory(world, 'SUBSCRIPTION'),
      price: 5_000,
      priceBaseDuration: 'MONTH',
      subscriptionStartsAt: today,
      subscriptionEndsAt: addDays(today, 30),
      memberLimit: 3,
      accountInfo: 'x',
      sharingType: 'SHARE',
      productId: 'p',
    };
    const attempts = [
      get(seller2, `/api/seller/subscribe/share/${seq}/view`),
      get(seller2, `/api/seller/subscribe/share/${seq}/member`),
      put(seller2, `/api/subscribe/${seq}/share`, body),
      post(seller2, `/api/seller/subscribe/share/${seq}/newPost`, {
        subscriptionStartsAt: today,
        subscriptionEndsAt: addDays(today, 30),
        price: 5_000,
        priceBaseDuration: 'MONTH',
        memberLimit: 3,
        accountInfo: 'x',
      }),
      post(seller2, `/api/seller/subscribe/share/${seq}/close`),
      post(seller2, `/api/seller/subscribe/share/${seq}/end`, { reason: 'mine' }),
      post(seller2, '/api/seller/subscribe/share/member/out', {
        postSeq: seq,
        memberSeq: member.seq,
        reason: 'x',
      }),
      post(seller2, `/api/account/subscribe/share/${seq}/approve`, { memberSeq: member.seq }),
      post(seller2, `/api/account/subscribe/share/${seq}/reject`, { memberSeq: member.seq }),
    ];
    for (const attempt of attempts) expectFailure(await attempt, 404, 'NOT_FOUND');
    const list = await get(seller2, '/api/seller/subscribe/share/list?size=100');
    expect(list.body.response.some((p: { seq: number }) => p.seq === seq)).toBe(false);
    expect(member.status).toBe('PENDING');
  });
});
