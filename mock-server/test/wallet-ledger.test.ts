/**
 * A randomised sequence of wallet operations (seeded, so a failure replays): top-ups received or
 * left waiting, withdrawals of any size, promotion codes, days passing. Afterwards every member's
 * history sums to the balance `GET /api/cp` answers, no running balance ever went below zero,
 * and every withdrawal kept the once-a-day rule and left exactly its amount.
 */
import { isSameBusinessDay } from '@market/domain';
import { expect, it } from 'vitest';
import { TEST_NOW, testWorld } from './helpers/build';
import { MockClient, freshSession } from './helpers/member-client';
import { sharedApp } from './helpers/market';
import { prng } from './helpers/prng';

const app = sharedApp();

const OPERATIONS = 300;
const CODES = [
  'WELCOME1000',
  'CASH500',
  'HELLO2026',
  'AUTUMN5000',
  'LUCKY1',
  'EXPIRED2025',
  'NOPE',
];
const bank = {
  method: 'BANK_TRANSFER',
  bankName: '국민은행',
  accountHolder: '홍길동',
  accountNumber: '123-456-7890',
};

interface Entry {
  amount: number;
  balanceAfter: number;
}

async function wholeHistory(member: MockClient, url: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const res = await member.get<Entry[]>(`${url}?page=${page}&size=100`);
    entries.push(...res.data);
    if (res.pagination!.nextPage === null) return entries;
  }
}

it(
  `keeps every ledger equal to its balance through ${OPERATIONS} random wallet operations`,
  { timeout: 60_000 },
  async () => {
    const session = freshSession('ledger-random');
    const rng = prng(20260302);
    const emails = [
      'buyer@example.com',
      'newbie@example.com',
      'seller@example.com',
      'seller2@example.com',
      ...testWorld()
        .users.filter((user) => user.verified && user.removedAt === null && user.seq > 5)
        .slice(0, 4)
        .map((user) => user.email),
    ];
    const members: MockClient[] = [];
    for (const email of emails) {
      const member = new MockClient(app(), session);
      const seeded = testWorld().users.find((user) => user.email === email)!;
      await member.signIn(email, seeded.password);
      members.push(member);
    }
    const clock = members[0]!;
    const waiting: Array<{ member: MockClient; orderId: string }> = [];
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

    for (let step = 0; step < OPERATIONS; step += 1) {
      const member = rng.pick(members);
      const roll = rng.int(1, 100);
      if (roll <= 30) {
        const order = await member.post('/api/cp/cash/charge', { amount: rng.int(1, 500) * 1_000 });
        expect(order.status).toBe(201);
        if (rng.int(1, 4) > 1) {
          const receive = await member.post(`/__mock/transfers/${order.data.orderId}/receive`);
          expect(receive.status).toBe(200);
        } else {
          waiting.push({ member, orderId: order.data.orderId });
        }
        count('top-up');
      } else if (roll <= 40 && waiting.length > 0) {
        const { member: owner, orderId } = waiting.splice(rng.int(0, waiting.length - 1), 1)[0]!;
        const res = await owner.post(`/__mock/transfers/${orderId}/receive`);
        count(`late receive ${res.status}`);
        // A second receive of the same transfer never credits twice.
        expect((await owner.post(`/__mock/transfers/${orderId}/receive`)).status).toBe(409);
      } else if (roll <= 70) {
        const { emoney } = await member.credits();
        const amount = rng.pick([
          1_000,
          rng.int(1, 9) * 10_000,
          emoney,
          emoney + 1,
          rng.int(1, 5_000_000),
        ]);
        const res = await member.post('/api/cp/cash/withdraw', {
          ...bank,
          amount: Math.max(1, amount),
        });
        count(res.status === 201 ? 'withdrawal' : `withdrawal refused ${res.code}`);
      } else if (roll <= 90) {
        const res = await member.post('/api/promotion/use', { code: rng.pick(CODES) });
        count(res.status === 200 ? 'redeemed' : `redeem refused ${res.code}`);
      } else {
        await clock.post('/__mock/clock', { hours: rng.int(1, 30) });
        count('time passes');
      }
    }

    // Every kind of outcome happened, so the sequence exercised what it claims to.
    for (const what of [
      'top-up',
      'withdrawal',
      'withdrawal refused WITHDRAWAL_ALREADY_TODAY',
      'withdrawal refused INSUFFICIENT_BALANCE',
      'withdrawal refused IDENTITY_NOT_VERIFIED',
      'redeemed',
      'redeem refused PROMOTION_CODE_USED',
      'redeem refused PROMOTION_CODE_INVALID',
      'time passes',
    ]) {
      expect(outcomes.get(what), `${what} in ${JSON.stringify([...outcomes])}`).toBeGreaterThan(0);
    }

    for (const [index, member] of members.entries()) {
      const credits = await member.credits();
      const emoney = await wholeHistory(member, '/api/cp/cash');
      const points = await wholeHistory(member, '/api/cp/point');
      const sum = (entries: Entry[]) => entries.reduce((total, entry) => total + entry.amount, 0);
      expect({ emoney: sum(emoney), points: sum(points) }, emails[index]).toEqual(credits);
      for (const entry of [...emoney, ...points])
        expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
      expect(emoney[0]?.balanceAfter ?? 0).toBe(credits.emoney);
      expect(points[0]?.balanceAfter ?? 0).toBe(credits.points);
    }

    const world = app().store.session(session).world;
    for (const user of world.users) {
      const mine = world.withdrawals
        .filter(
          (withdrawal) => withdrawal.userSeq === user.seq && withdrawal.requestedAt >= TEST_NOW,
        )
        .sort((a, b) => a.requestedAt - b.requestedAt);
      for (const [i, withdrawal] of mine.entries()) {
        const previous = mine[i - 1];
        if (previous) {
          expect(
            isSameBusinessDay(new Date(previous.requestedAt), new Date(withdrawal.requestedAt)),
          ).toBe(false);
        }
        const left = world.ledger
          .filter(
            (entry) =>
              entry.ref === `withdrawal:${withdrawal.seq}` && entry.userSeq === withdrawal.userSeq,
          )
          .reduce((total, entry) => total + entry.amount, 0);
        expect(left).toBe(-withdrawal.amount);
      }
    }
  },
);
