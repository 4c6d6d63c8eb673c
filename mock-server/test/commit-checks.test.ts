/**
 * The commit check looks at what a change touched only (decision 039), so each test here plants
 * one broken invariant in one touched record, through a route of its own, and sees the change
 * refused: 500 INTERNAL_ERROR and the session's world exactly as before. A check narrowed too far
 * would let one of them through.
 */
import { c, errors, ok, success } from '@market/contract';
import { type OrderRecord, type World, nextSeq } from '@market/world';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BuildAppOptions } from '../src/config';
import { resourceModules } from '../src/routes';
import { defineRouter } from '../src/routes/define-resource';
import { credit } from '../src/services/ledger';
import { buildTestApp, inSession } from './helpers/build';
import { changedParts, snapshotWorld } from './helpers/world-snapshot';

const Done = z.object({ done: z.boolean() });
const plant = (path: string) => ({
  method: 'POST' as const,
  path: `/test/plant/${path}`,
  body: z.object({}),
  responses: { 200: ok(Done), ...errors(500) },
});

const planted = c.router(
  {
    negativeBalance: plant('negative-balance'),
    createdMoney: plant('created-money'),
    editedLedger: plant('edited-ledger'),
    overRefund: plant('over-refund'),
    lineRefundedTwice: plant('line-refunded-twice'),
    overPaidSeller: plant('over-paid-seller'),
    validChange: plant('valid-change'),
  },
  { strictStatusCodes: true },
);

/** A paid purchase of the seed world with one line, and its buyer. */
const paidPurchase = (world: World): OrderRecord =>
  world.orders.find(
    (order) =>
      order.kind !== 'EMONEY' &&
      order.paidAt !== null &&
      order.paidWithEmoney > 0 &&
      order.items.length === 1 &&
      order.status === 'PAID',
  )!;

const entry = (world: World, fields: Omit<Parameters<typeof credit>[1], 'at'>) => ({
  seq: nextSeq(world, 'ledger'),
  userSeq: fields.userSeq,
  wallet: fields.wallet,
  amount: fields.amount,
  reason: fields.reason,
  ref: fields.ref,
  at: 0,
});

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function buildPlanted(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const done = { status: 200 as const, body: success({ done: true }) };
  const plantedRoutes = defineRouter('planted', planted, () => ({
    // A balanced pair of entries that leaves a member below zero.
    negativeBalance: async ({ request }) => {
      const world = request.world;
      const order = paidPurchase(world);
      const amount = 10_000_000;
      world.ledger.push(
        entry(world, {
          userSeq: order.userSeq,
          wallet: 'EMONEY',
          amount: -amount,
          reason: 'PURCHASE',
          ref: null,
        }),
        entry(world, { userSeq: 0, wallet: 'EMONEY', amount, reason: 'PURCHASE', ref: null }),
      );
      return done;
    },
    // A credit with no debit on the other side (not a top-up): money out of nothing.
    createdMoney: async ({ request }) => {
      const world = request.world;
      const order = paidPurchase(world);
      world.ledger.push(
        entry(world, {
          userSeq: order.userSeq,
          wallet: 'POINTS',
          amount: 5,
          reason: 'PROMOTION_CODE',
          ref: null,
        }),
      );
      return done;
    },
    editedLedger: async ({ request }) => {
      request.world.ledger[0]!.amount += 1;
      return done;
    },
    // The buyer gets back more e-money than the order took from it.
    overRefund: async ({ request }) => {
      const world = request.world;
      const order = paidPurchase(world);
      credit(world, {
        userSeq: order.userSeq,
        wallet: 'EMONEY',
        amount: order.paidWithEmoney + 1,
        reason: 'REFUND',
        ref: order.id,
        at: 0,
      });
      return done;
    },
    // Two approved refunds of one line.
    lineRefundedTwice: async ({ request }) => {
      const world = request.world;
      const order = paidPurchase(world);
      const item = order.items[0]!;
      for (let i = 0; i < 2; i += 1) {
        world.refunds.push({
          seq: nextSeq(world, 'refunds'),
          orderId: order.id,
          orderItemSeq: item.seq,
          postType: item.postType,
          postSeq: item.postSeq,
          userSeq: order.userSeq,
          sellerSeq: item.sellerSeq,
          amount: 1,
          reason: 'planted',
          status: 'APPROVED',
          createdAt: 0,
          decidedAt: 0,
          rejectReason: null,
        });
      }
      return done;
    },
    // The seller is paid more than the line's proceeds.
    overPaidSeller: async ({ request }) => {
      const world = request.world;
      const order = paidPurchase(world);
      const item = order.items[0]!;
      credit(world, {
        userSeq: item.sellerSeq,
        wallet: 'EMONEY',
        amount: item.price,
        reason: 'SALE',
        ref: order.id,
        at: 0,
      });
      return done;
    },
    validChange: async ({ request }) => {
      const world = request.world;
      credit(world, {
        userSeq: paidPurchase(world).userSeq,
        wallet: 'POINTS',
        amount: 100,
        reason: 'PROMOTION_CODE',
        ref: null,
        at: 0,
      });
      return done;
    },
  }));
  const app = await buildTestApp({ ...options, resources: [...resourceModules, plantedRoutes] });
  apps.push(app);
  await app.ready();
  return app;
}

const BROKEN = [
  'negative-balance',
  'created-money',
  'edited-ledger',
  'over-refund',
  'line-refunded-twice',
  'over-paid-seller',
];

describe('the commit check over what a change touched', () => {
  const plantedApp = buildPlanted();

  it.each(BROKEN)('refuses %s with a 500 and leaves the world as it was', async (path) => {
    const app = await plantedApp;
    const session = `planted-${path}`;
    const before = snapshotWorld(app, session);
    const res = await app.inject({
      method: 'POST',
      url: `/test/plant/${path}`,
      headers: inSession(session),
      payload: {},
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    expect(changedParts(before, snapshotWorld(app, session))).toEqual([]);
  });

  it('lets a change that breaks nothing through, and keeps it', async () => {
    const app = await plantedApp;
    const before = snapshotWorld(app, 'planted-valid');
    const res = await app.inject({
      method: 'POST',
      url: '/test/plant/valid-change',
      headers: inSession('planted-valid'),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(changedParts(before, snapshotWorld(app, 'planted-valid'))).toEqual(['ids', 'ledger']);
  });

  it('checks the whole world on every commit when asked, refusing the same breaks', async () => {
    const app = await buildPlanted({ checkWholeWorld: true });
    for (const path of ['negative-balance', 'over-refund']) {
      const res = await app.inject({
        method: 'POST',
        url: `/test/plant/${path}`,
        headers: inSession('whole-world'),
        payload: {},
      });
      expect(res.statusCode).toBe(500);
    }
    const valid = await app.inject({
      method: 'POST',
      url: '/test/plant/valid-change',
      headers: inSession('whole-world'),
      payload: {},
    });
    expect(valid.statusCode).toBe(200);
  });
});
