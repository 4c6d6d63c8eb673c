/**
 * A seeded random walk through everything that moves money around a purchase: adding to the cart,
 * checking out with a random split of points and e-money (sometimes more than the buyer has),
 * refund requests, receipts and the clock moving purchases into auto-confirmation. A model kept
 * from the answers alone predicts every wallet; after every step the server must agree, and at the
 * end every user's ledger must sum to what GET /api/cp answers, with nothing negative.
 */
import { saleSettlement } from '@market/domain';
import { walletBalance } from '@market/world';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type Wire,
  actor,
  addMember,
  addPost,
  call,
  seeded,
  sharedApp,
  worldOf,
} from './helpers/market';
import { prng } from './helpers/prng';

const app = sharedApp();
const SESSION = 'ledger-property';
const SEED = 20_261_122;
const STEPS = 300;

interface Wallet {
  emoney: number;
  points: number;
}

interface PlacedOrder {
  id: string;
  buyer: Actor;
  items: Array<{ seq: number; price: number; sellerSeq: number }>;
}

describe('wallets under a random sequence of purchases', () => {
  // Three hundred steps of several calls each: generous for a loaded machine.
  it(
    'keep every ledger equal to its balance, none negative, and match a model of the answers',
    { timeout: 60_000 },
    async () => {
      const rng = prng(SEED);
      const world = worldOf(app(), SESSION);
      const sellers = Array.from({ length: 3 }, () => addMember(app(), SESSION, { seller: true }));
      const buyers = [
        seeded(app(), SESSION, 'buyer@example.com'),
        ...Array.from({ length: 6 }, () =>
          addMember(app(), SESSION, {
            emoney: rng.int(10, 150) * 1_000,
            points: rng.int(0, 50) * 100,
          }),
        ),
      ];
      const unverified = addMember(app(), SESSION, { verified: false, emoney: 50_000 });
      const shoppers = [...buyers, unverified];

      const today = world.now;
      const soon = new Date(today + 2 * 86_400_000).toISOString().slice(0, 10);
      const posts: Array<{ type: 'CODE' | 'COUPON' | 'SUBSCRIPTION'; seq: number }> = [];
      for (const seller of sellers) {
        for (let i = 0; i < 8; i += 1) {
          const post = addPost(app(), SESSION, 'CODE', seller.seq, {
            price: rng.int(1, 150) * 100,
          });
          posts.push({ type: 'CODE', seq: post.seq });
        }
        for (let i = 0; i < 6; i += 1) {
          const post = addPost(app(), SESSION, 'COUPON', seller.seq, {
            price: rng.int(1, 80) * 100,
            ...(i % 3 === 0 ? { expiresAt: soon } : {}),
          });
          posts.push({ type: 'COUPON', seq: post.seq });
        }
        for (let i = 0; i < 3; i += 1) {
          const post = addPost(app(), SESSION, 'SUBSCRIPTION', seller.seq, {
            price: rng.int(10, 120) * 100,
            memberLimit: rng.int(1, 3),
          });
          posts.push({ type: 'SUBSCRIPTION', seq: post.seq });
        }
      }

      // The model: what each wallet must hold, learnt only from the answers.
      const model = new Map<number, Wallet>();
      for (const who of [...shoppers, ...sellers]) {
        model.set(who.seq, {
          emoney: walletBalance(world, who.seq, 'EMONEY'),
          points: walletBalance(world, who.seq, 'POINTS'),
        });
      }
      const orders: PlacedOrder[] = [];
      const credited = new Set<string>();
      const refusals = new Map<string, number>();
      /** Mostly an order not confirmed yet, where a receipt or a refund request can still land. */
      const pickOrder = () => {
        const open = orders.filter((order) => !credited.has(order.id));
        return rng.pick(open.length > 0 && rng.next() < 0.8 ? open : orders);
      };
      const tally = { checkout: 0, refused: 0, refund: 0, receipt: 0, confirmedByClock: 0 };

      /** Purchases the server confirmed (by receipt or by the clock) pay their sellers once. */
      async function creditConfirmed() {
        for (const order of orders) {
          if (credited.has(order.id)) continue;
          const view = await call(app(), order.buyer, 'GET', `/api/order/${order.id}/view`);
          if (view.body.response.status !== 'CONFIRMED') continue;
          credited.add(order.id);
          for (const item of view.body.response.items as Wire[]) {
            if (item.status !== 'CONFIRMED') continue;
            const { proceeds } = saleSettlement(item.price, world.fees.brokerageRate);
            const seller = order.items.find((line) => line.seq === item.seq)!.sellerSeq;
            // The seeded buyer's seeded cart holds seeded sellers' posts: those sellers are
            // checked against their ledger at the end, with everyone else.
            const wallet = model.get(seller);
            if (wallet) wallet.emoney += proceeds;
          }
        }
      }

      /** The model against the ledger after every step, and against GET /api/cp every few. */
      async function expectWalletsAsModelled(step: number, overHttp: boolean) {
        for (const who of [...shoppers, ...sellers]) {
          const expected = model.get(who.seq)!;
          const actual = overHttp
            ? (await call(app(), who, 'GET', '/api/cp')).body.response
            : {
                emoney: walletBalance(world, who.seq, 'EMONEY'),
                points: walletBalance(world, who.seq, 'POINTS'),
              };
          expect(actual, `user ${who.seq} after step ${step}`).toEqual(expected);
          expect(expected.emoney).toBeGreaterThanOrEqual(0);
          expect(expected.points).toBeGreaterThanOrEqual(0);
        }
      }

      for (let step = 1; step <= STEPS; step += 1) {
        const roll = rng.next();
        if (roll < 0.35) {
          const who = rng.pick(shoppers);
          const post = rng.pick(posts);
          const res = await call(app(), who, 'POST', '/api/cart', {
            type: post.type,
            typeSeq: post.seq,
          });
          expect([201, 403, 409]).toContain(res.status);
        } else if (roll < 0.65) {
          const who = rng.pick(shoppers);
          const cart = (await call(app(), who, 'GET', '/api/cart')).body.response as Wire[];
          if (cart.length === 0) continue;
          // Mostly what the cart shows as buyable; sometimes anything, stale lines included.
          const offered = rng.next() < 0.7 ? cart.filter((line) => line.buyable) : cart;
          if (offered.length === 0) continue;
          const chosen = offered.filter(() => rng.next() < 0.5);
          const lines = chosen.length > 0 ? chosen : [rng.pick(offered)];
          const wallet = model.get(who.seq)!;
          const pointsToUse = rng.pick([
            0,
            wallet.points,
            rng.int(0, wallet.points),
            rng.int(0, 3_000),
            1_000_000,
          ]);
          const before = structuredClone(wallet);
          const res = await call(app(), who, 'POST', '/api/order', {
            carts: lines.map((line) => line.seq),
            pointsToUse,
          });
          if (res.status === 201) {
            const order = res.body.response;
            expect(order.paidWithPoints).toBe(pointsToUse);
            expect(order.paidWithPoints + order.paidWithEmoney).toBe(order.total);
            wallet.points -= order.paidWithPoints;
            wallet.emoney -= order.paidWithEmoney;
            orders.push({
              id: order.id,
              buyer: who,
              items: order.items.map((item: Wire) => ({
                seq: item.seq,
                price: item.price,
                sellerSeq: item.post.seller.seq as number,
              })),
            });
            tally.checkout += 1;
          } else {
            expect([400, 403, 409]).toContain(res.status);
            if (who === unverified) expect(res.body.error.code).toBe('IDENTITY_NOT_VERIFIED');
            expect(wallet).toEqual(before);
            tally.refused += 1;
            refusals.set(res.body.error.code, (refusals.get(res.body.error.code) ?? 0) + 1);
          }
        } else if (roll < 0.7 && orders.length > 0) {
          const order = pickOrder();
          const item = rng.pick(order.items);
          const res = await call(
            app(),
            order.buyer,
            'POST',
            `/api/order/${item.seq}/refund/request`,
            {
              reason: `step ${step}`,
            },
          );
          expect([201, 409]).toContain(res.status);
          if (res.status === 201) tally.refund += 1;
        } else if (roll < 0.75 && orders.length > 0) {
          const order = pickOrder();
          const res = await call(app(), order.buyer, 'POST', `/api/order/${order.id}/receipt`);
          expect([200, 409]).toContain(res.status);
          if (res.status === 200) tally.receipt += 1;
          await creditConfirmed();
        } else if (roll < 0.9) {
          const res = await call(app(), { 'x-mock-session': SESSION }, 'POST', '/__mock/clock', {
            hours: rng.int(1, 12),
          });
          expect(res.status).toBe(200);
          // Looking at any order settles what fell due.
          const confirmedBefore = credited.size;
          await call(app(), rng.pick(buyers), 'GET', '/api/order/latest/list');
          await creditConfirmed();
          tally.confirmedByClock += credited.size - confirmedBefore;
        } else {
          const who = rng.pick(shoppers);
          const cart = (await call(app(), who, 'GET', '/api/cart')).body.response as Wire[];
          if (cart.length === 0) continue;
          const res = await call(app(), who, 'POST', '/api/cart/delete', {
            seqList: [rng.pick(cart).seq],
          });
          expect(res.status).toBe(200);
        }
        await expectWalletsAsModelled(step, step % 20 === 0);
      }

      // The walk did reach every kind of outcome.
      expect(tally.checkout).toBeGreaterThan(10);
      expect(tally.refused).toBeGreaterThan(5);
      expect(refusals.get('INSUFFICIENT_BALANCE')).toBeGreaterThan(0);
      expect(tally.refund).toBeGreaterThan(0);
      expect(tally.receipt).toBeGreaterThan(0);
      expect(tally.confirmedByClock).toBeGreaterThan(0);

      // Every user of the world, not only the walkers: the ledger sums to GET /api/cp, never below 0.
      for (const user of world.users) {
        const credits = await call(app(), actor(app(), SESSION, user.seq), 'GET', '/api/cp');
        const ledger = {
          emoney: walletBalance(world, user.seq, 'EMONEY'),
          points: walletBalance(world, user.seq, 'POINTS'),
        };
        expect(credits.body.response, `user ${user.seq}`).toEqual(ledger);
        expect(ledger.emoney).toBeGreaterThanOrEqual(0);
        expect(ledger.points).toBeGreaterThanOrEqual(0);
      }
      // A sold code or coupon of the walk belongs to exactly one order; a party never overfills.
      let sold = 0;
      for (const post of posts) {
        const buying = world.orders.filter((o) =>
          o.items.some((item) => item.postType === post.type && item.postSeq === post.seq),
        );
        if (post.type === 'SUBSCRIPTION') {
          const party = world.subscriptionPosts.find((p) => p.seq === post.seq)!;
          expect(buying.length).toBeLessThanOrEqual(party.memberLimit);
          continue;
        }
        const record = (post.type === 'CODE' ? world.codePosts : world.couponPosts).find(
          (p) => p.seq === post.seq,
        )!;
        expect(buying.map((o) => o.id)).toEqual(
          record.soldOrderId === null ? [] : [record.soldOrderId],
        );
        expect(record.status).toBe(record.soldOrderId === null ? 'ON_SALE' : 'SOLD');
        if (record.soldOrderId !== null) sold += 1;
      }
      expect(sold).toBeGreaterThan(5);
    },
  );
});
