/**
 * Runs money operations (operations.ts) against the mock over HTTP, through either host of its
 * pipeline (transport.ts: Fastify's `app.inject`, or the browser entry behind MSW), in a session of its own with two sellers, five buyers (one unverified) and their posts, and checks
 * after every call and every step what must hold whatever the order of calls (decision 030):
 *
 * - no answer is a 5xx;
 * - a refused call (4xx) changed nothing: the world's money records read the same before and after
 *   (money-records.ts);
 * - no balance is negative, no order gives back more than it took or pays sellers more than they
 *   earned, no line is refunded twice (`assertMoneyInvariants`, the same the server checks before
 *   every commit);
 * - each member's ledger sums to the balance GET /api/cp answers;
 * - the money in the world (every entry, the marketplace's account included) changes only by the
 *   top-ups received and the withdrawals paid out, as their answers reported them;
 * - a checkout sent again with its Idempotency-Key answers the same and charges once.
 *
 * Shared by the model test (test/money-model.test.ts) and `pnpm fuzz:money` (scripts/fuzz-money.ts).
 */
import { addDays, toDateString } from '@market/domain';
import type { World } from '@market/world';
import { assertMoneyInvariants } from '../../src/services/money-invariants';
import {
  type Actor,
  type Answer,
  type Method,
  type Wire,
  addMember,
  addPost,
  seeded,
  worldOf,
} from '../helpers/market';
import { changeSince, keepMoneyRecords } from './money-records';
import type { Operation } from './operations';
import type { Transport } from './transport';

/** A broken rule, with what the run did up to it. */
export class ModelViolation extends Error {
  override readonly name = 'ModelViolation';
}

const violation = (message: string): never => {
  throw new ModelViolation(message);
};

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

/**
 * Mostly one of `likely` (what the operation can act on now: an open purchase, a sold coupon), so
 * that a run goes deep; now and then anything, so that refusals are tried too.
 */
const pickLikely = <T>(likely: readonly T[], all: readonly T[], index: number): T | undefined =>
  index < 80 && likely.length > 0 ? pick(likely, index) : pick(all, index);

export class MoneyModel {
  private readonly world: World;
  private readonly sellers: Actor[];
  private readonly buyers: Actor[];
  private readonly admin: Actor;
  private readonly control: Record<string, string>;
  /** Money in the world at the start, and what top-ups and withdrawals added and took since. */
  private readonly startTotal: number;
  private received = 0;
  private paidOut = 0;
  private keys = 0;
  /** Calls made, by outcome: what a run exercised. */
  readonly tally = { calls: 0, accepted: 0, refused: 0 };
  readonly codes: Record<string, number> = {};

  /**
   * `verify` false (the throughput bench): calls are made and answers tallied, but no call is
   * compared with the world before it; a 5xx is still a violation.
   */
  constructor(
    private readonly transport: Transport,
    private readonly session: string,
    private readonly verify = true,
  ) {
    // The transport's store is where members and posts are added, as the other tests add them.
    const app = transport;
    this.world = worldOf(app, session);
    this.control = { 'x-mock-session': session };
    this.sellers = [0, 1].map(() => addMember(app, session, { seller: true, emoney: 60_000 }));
    this.buyers = [
      addMember(app, session, { emoney: 300_000, points: 5_000 }),
      addMember(app, session, { emoney: 200_000, points: 20_000 }),
      addMember(app, session, { emoney: 60_000 }),
      addMember(app, session, {}),
      addMember(app, session, { verified: false, emoney: 50_000 }),
    ];
    this.admin = seeded(app, session, 'admin@example.com');
    const today = toDateString(new Date(this.now()));
    this.sellers.forEach((seller, s) => {
      for (let i = 0; i < 8; i += 1) {
        addPost(app, session, 'CODE', seller.seq, { price: (3 + 2 * i + s) * 1_000 });
        addPost(app, session, 'COUPON', seller.seq, {
          price: (2 + 2 * i) * 1_000 + s * 500,
          // One coupon expires tomorrow: the clock makes it unbuyable during a run.
          expiresAt: addDays(today, i === 0 ? 1 : 60),
        });
      }
      for (const [limit, length] of [
        [2, 25],
        [3, 45],
        [3, 90],
        [4, 120],
      ] as const) {
        addPost(app, session, 'SUBSCRIPTION', seller.seq, {
          price: (4 + limit + s) * 1_000,
          memberLimit: limit,
          subscriptionStartsAt: addDays(today, -10),
          subscriptionEndsAt: addDays(today, length),
          status: 'SUB_ON_SALE',
        });
      }
    });
    this.startTotal = this.totalMoney();
  }

  private now(): number {
    return this.transport.store.session(this.session).clock.now();
  }

  private totalMoney(): number {
    return this.world.ledger.reduce((sum, entry) => sum + entry.amount, 0);
  }

  private get members(): Actor[] {
    return [...this.buyers, ...this.sellers];
  }

  /** The `index`-th member in `status` of this run's parties, with the party's founder. */
  private partyMember(status: 'PENDING' | 'ACTIVE', index: number) {
    const parties = new Map(this.ourPosts.SUBSCRIPTION.map((party) => [party.seq, party]));
    const member = pick(
      this.world.partyMembers.filter(
        (candidate) => candidate.status === status && parties.has(candidate.postSeq),
      ),
      index,
    );
    if (!member) return null;
    return { member, founder: this.sellerOf(parties.get(member.postSeq)!.sellerSeq) };
  }

  private sellerOf(sellerSeq: number): Actor {
    return this.sellers.find((seller) => seller.seq === sellerSeq)!;
  }

  private memberOf(userSeq: number): Actor | undefined {
    return this.members.find((member) => member.seq === userSeq);
  }

  private get ourPosts() {
    const ours = new Set(this.sellers.map((seller) => seller.seq));
    const mine = <T extends { sellerSeq: number; deletedAt: number | null }>(posts: T[]) =>
      posts.filter((post) => ours.has(post.sellerSeq) && post.deletedAt === null);
    return {
      SUBSCRIPTION: mine(this.world.subscriptionPosts),
      COUPON: mine(this.world.couponPosts),
      CODE: mine(this.world.codePosts),
    };
  }

  /** One call: never a 5xx, and when refused, nothing changed. */
  private async send(
    who: Actor | Record<string, string>,
    method: Method,
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const before = this.verify ? keepMoneyRecords(this.world) : null;
    const answer = await this.transport.call(who, method, url, body, extraHeaders);
    this.tally.calls += 1;
    if (answer.status >= 500) {
      violation(
        `${method} ${url} ${JSON.stringify(body)} answered ${answer.status} (${this.transport.host}): ${JSON.stringify(answer.body.error)}`,
      );
    }
    if (answer.status >= 400) {
      this.tally.refused += 1;
      const label = `${method} ${url.replace(/\d+/g, ':n')} ${answer.body.error?.code}`;
      this.codes[label] = (this.codes[label] ?? 0) + 1;
      const changed = before && changeSince(this.world, before);
      if (changed) {
        violation(
          `${method} ${url} was refused (${answer.body.error?.code}) but changed the world: ${changed}`,
        );
      }
    } else {
      this.tally.accepted += 1;
    }
    return answer;
  }

  /** What must hold after every step. */
  async check(allBalances: boolean): Promise<void> {
    try {
      assertMoneyInvariants(this.world);
    } catch (error) {
      violation(String(error));
    }
    const expected = this.startTotal + this.received - this.paidOut;
    if (this.totalMoney() !== expected) {
      violation(
        `the world holds ${this.totalMoney()} won and points; top-ups and withdrawals account for ${expected}`,
      );
    }
    const members = allBalances ? this.members : [pick(this.members, this.tally.calls)!];
    for (const member of members) {
      const credits = await this.send(member, 'GET', '/api/cp');
      const sum = { emoney: 0, points: 0 };
      for (const entry of this.world.ledger) {
        if (entry.userSeq !== member.seq) continue;
        if (entry.wallet === 'EMONEY') sum.emoney += entry.amount;
        else sum.points += entry.amount;
      }
      if (
        credits.body.response.emoney !== sum.emoney ||
        credits.body.response.points !== sum.points
      ) {
        violation(
          `GET /api/cp of ${member.seq} says ${JSON.stringify(credits.body.response)}, the ledger ${JSON.stringify(sum)}`,
        );
      }
    }
  }

  async apply(operation: Operation): Promise<void> {
    switch (operation.op) {
      case 'buy':
        return this.buy(operation);
      case 'topUp': {
        const buyer = pick(this.buyers, operation.buyer)!;
        const order = await this.send(buyer, 'POST', '/api/cp/cash/charge', {
          amount: operation.amount,
        });
        if (order.status !== 201) return;
        for (let i = 0; i < operation.receive; i += 1) {
          const id = order.body.response.orderId;
          const got = await this.send(this.control, 'POST', `/__mock/transfers/${id}/receive`);
          if (got.status === 200) this.received += got.body.response.credited;
        }
        return;
      }
      case 'withdraw': {
        const member = pick(this.members, operation.user)!;
        const account = operation.paypal
          ? { method: 'PAYPAL', paypalEmail: 'member@example.com' }
          : {
              method: 'BANK_TRANSFER',
              bankName: '국민은행',
              accountHolder: '홍길동',
              accountNumber: '123-456-789012',
            };
        const res = await this.send(member, 'POST', '/api/cp/cash/withdraw', {
          amount: operation.amount,
          ...account,
        });
        if (res.status === 201) this.paidOut += res.body.response.payout;
        return;
      }
      case 'requestRefund': {
        const buyer = pick(this.buyers, operation.buyer)!;
        const orders = this.world.orders.filter((order) => order.userSeq === buyer.seq);
        const open = orders.filter((order) => order.status === 'PAID').flatMap((o) => o.items);
        const line = pickLikely(
          open,
          orders.flatMap((order) => order.items),
          operation.line,
        );
        if (!line) return;
        await this.send(buyer, 'POST', `/api/order/${line.seq}/refund/request`, {
          reason: 'Not as described',
        });
        return;
      }
      case 'decideRefund': {
        const ours = new Set(this.sellers.map((seller) => seller.seq));
        const waiting = this.world.refunds.filter(
          (refund) => refund.status === 'REQUESTED' && ours.has(refund.sellerSeq),
        );
        const refund = pick(waiting, operation.refund);
        if (!refund) return;
        const owner = this.sellerOf(refund.sellerSeq);
        const seller = operation.wrongSeller
          ? this.sellers.find((other) => other !== owner)!
          : owner;
        const res = await this.send(
          seller,
          'POST',
          `/api/seller/refund/${operation.approve ? 'approve' : 'reject'}`,
          operation.approve
            ? { refundSeq: refund.seq }
            : { refundSeq: refund.seq, reason: 'The code was valid' },
        );
        if (operation.wrongSeller && res.status !== 404) {
          violation(`seller ${seller.seq} decided seller ${owner.seq}'s refund: ${res.status}`);
        }
        return;
      }
      case 'decideMember': {
        const picked = this.partyMember('PENDING', operation.member);
        if (!picked) return;
        const { member, founder } = picked;
        const verdict = operation.approve ? 'approve' : 'reject';
        await this.send(
          founder,
          'POST',
          `/api/account/subscribe/share/${member.postSeq}/${verdict}`,
          {
            memberSeq: member.seq,
          },
        );
        return;
      }
      case 'removeMember': {
        const picked = this.partyMember('ACTIVE', operation.member);
        if (!picked) return;
        const { member, founder } = picked;
        await this.send(founder, 'POST', '/api/seller/subscribe/share/member/out', {
          postSeq: member.postSeq,
          memberSeq: member.seq,
          reason: 'Sharing the account with others',
        });
        const who = this.memberOf(member.userSeq);
        if (!who) return;
        await this.send(who, 'POST', `/api/account/subscribe/share/${member.postSeq}/out/consent`, {
          agree: operation.consent,
        });
        return;
      }
      case 'cancelSale': {
        const { COUPON, CODE } = this.ourPosts;
        const products = [
          ...COUPON.map((post) => ['coupon', post] as const),
          ...CODE.map((post) => ['code', post] as const),
        ];
        const sold = products.filter(([, post]) => post.status === 'SOLD' && !post.cancelled);
        const chosen = pickLikely(sold, products, operation.product);
        if (!chosen) return;
        const [kind, post] = chosen;
        await this.send(
          this.sellerOf(post.sellerSeq),
          'POST',
          `/api/seller/${kind}/${post.seq}/cancel`,
          {
            responsibility: 'SELLER',
            reason: 'Out of stock',
          },
        );
        return;
      }
      case 'endSharing': {
        const party = pick(this.ourPosts.SUBSCRIPTION, operation.party);
        if (!party) return;
        if (operation.byAdmin) {
          await this.send(this.admin, 'POST', `/api/admin/subscribe/share/${party.seq}/terminate`, {
            reason: 'Reported by members',
          });
        } else {
          await this.send(
            this.sellerOf(party.sellerSeq),
            'POST',
            `/api/seller/subscribe/share/${party.seq}/end`,
            {
              reason: 'The service raised its price',
            },
          );
        }
        return;
      }
      case 'renew': {
        const party = pick(this.ourPosts.SUBSCRIPTION, operation.party);
        if (!party) return;
        const renewed = await this.send(
          this.sellerOf(party.sellerSeq),
          'POST',
          `/api/seller/subscribe/share/${party.seq}/newPost`,
          {
            subscriptionStartsAt: addDays(party.subscriptionEndsAt, 1),
            subscriptionEndsAt: addDays(party.subscriptionEndsAt, 31),
            price: party.price,
            priceBaseDuration: 'MONTH',
            memberLimit: party.memberLimit,
            accountInfo: 'ID: party@example.com / PW: renewed',
          },
        );
        if (renewed.status !== 201) return;
        const seated = this.world.partyMembers.filter(
          (member) => member.postSeq === party.seq && member.status === 'ACTIVE',
        );
        for (const [i, agree] of operation.agree.entries()) {
          const member = seated[i];
          const who = member && this.memberOf(member.userSeq);
          if (!who) continue;
          await this.send(
            who,
            'POST',
            `/api/account/subscribe/share/${party.seq}/${agree ? 'approve' : 'reject'}`,
            {},
          );
        }
        return;
      }
      case 'promote': {
        const seller = pick(this.sellers, operation.seller)!;
        await this.send(seller, 'POST', '/api/seller/buts/item', {
          item: operation.units % 2 === 0 ? 'PICK' : 'UP',
          units: operation.units,
        });
        return;
      }
      case 'confirm': {
        const buyer = pick(this.buyers, operation.buyer)!;
        const orders = this.world.orders.filter((order) => order.userSeq === buyer.seq);
        const paid = orders.filter((order) => order.status === 'PAID' && order.kind !== 'EMONEY');
        const order = pickLikely(paid, orders, operation.order);
        if (!order) return;
        await this.send(buyer, 'POST', `/api/order/${order.id}/receipt`);
        return;
      }
      case 'redeem': {
        const member = pick(this.members, operation.user)!;
        const code = pick(this.world.promotionCodes, operation.code);
        if (!code) return;
        await this.send(member, 'POST', '/api/promotion/use', { code: code.code });
        return;
      }
      case 'advanceClock':
        this.transport.store.session(this.session).clock.advance({ hours: operation.hours });
        return;
    }
  }

  private async buy(operation: Extract<Operation, { op: 'buy' }>): Promise<void> {
    // Mostly a verified buyer: the unverified one is the last.
    const buyer = pickLikely(this.buyers.slice(0, -1), this.buyers, operation.buyer)!;
    const { SUBSCRIPTION, COUPON, CODE } = this.ourPosts;
    const posts = [
      ...SUBSCRIPTION.map((post) => ['SUBSCRIPTION', post.seq, post.status !== 'ENDED'] as const),
      ...COUPON.map((post) => ['COUPON', post.seq, post.status === 'ON_SALE'] as const),
      ...CODE.map((post) => ['CODE', post.seq, post.status === 'ON_SALE'] as const),
    ];
    const onSale = posts.filter(([, , selling]) => selling);
    const carts: number[] = [];
    for (const index of new Set(operation.posts)) {
      const [type, typeSeq] = pickLikely(onSale, posts, index)!;
      await this.send(buyer, 'POST', '/api/cart', { type, typeSeq });
      const line = this.world.cartItems.find(
        (item) => item.userSeq === buyer.seq && item.type === type && item.typeSeq === typeSeq,
      );
      if (line) carts.push(line.seq);
    }
    if (carts.length === 0) return;
    const key = { 'idempotency-key': `${this.session}-checkout-${(this.keys += 1)}` };
    const body = { carts, pointsToUse: operation.points };
    const first = await this.send(buyer, 'POST', '/api/order', body, key);
    if (!operation.retry) return;
    const moneyBefore = JSON.stringify(this.world.ledger.length);
    const again = await this.send(buyer, 'POST', '/api/order', body, key);
    if (again.status !== first.status) {
      violation(`a checkout sent again answered ${again.status} after ${first.status}`);
    }
    if (first.status === 201 && again.body.response.id !== first.body.response.id) {
      violation(`a checkout sent again placed a second order ${again.body.response.id}`);
    }
    // Other calls in flight (the throughput bench) move money too: only a verified run compares.
    if (this.verify && JSON.stringify(this.world.ledger.length) !== moneyBefore) {
      violation('a checkout sent again moved money again');
    }
  }
}

export type { Wire };
