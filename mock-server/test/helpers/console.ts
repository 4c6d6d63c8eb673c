/**
 * Helpers for the seller console, party, refund and community tests, over the market helpers: buying
 * through the real cart and order routes, the session's clock, leaf categories and a party's body for
 * new posts, and a check of a failure's status and code.
 */
import { addDays, type PostType } from '@market/domain';
import type { World } from '@market/world';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Actor, type Answer, type Wire, call } from './market';

/** Buys one post through the cart and checkout, as the web app does; returns the order. */
export async function buy(
  app: FastifyInstance,
  who: Actor,
  type: PostType,
  typeSeq: number,
  pointsToUse = 0,
): Promise<Wire> {
  const line = await call(app, who, 'POST', '/api/cart', { type, typeSeq });
  expect(line.status, JSON.stringify(line.body.error)).toBe(201);
  const order = await call(app, who, 'POST', '/api/order', {
    carts: [line.body.response.seq],
    pointsToUse,
  });
  expect(order.status, JSON.stringify(order.body.error)).toBe(201);
  return order.body.response;
}

export const clockOf = (app: FastifyInstance, session: string) => app.store.session(session).clock;

/** A category of the type with no subcategories, as posts are filed under. */
export function leafCategory(world: World, type: PostType): number {
  const leaf = world.categories.find(
    (category) =>
      category.postType === type &&
      !world.categories.some((child) => child.parentSeq === category.seq),
  );
  if (!leaf) throw new Error(`the world has no leaf ${type} category`);
  return leaf.seq;
}

/**
 * A valid body for a new party (POST /api/subscribe/share) starting `today` for 40 days, filed under
 * a leaf category of the world; `overrides` replace or add fields.
 */
export function partyBody(
  { world, today }: { world: World; today: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    title: 'Netflix Premium, 4 seats',
    content: 'Profiles are yours to rename.',
    categorySeq: leafCategory(world, 'SUBSCRIPTION'),
    price: 6_000,
    priceBaseDuration: 'MONTH',
    subscriptionStartsAt: today,
    subscriptionEndsAt: addDays(today, 40),
    memberLimit: 4,
    accountInfo: 'ID: party@example.com / PW: s3cret',
    sharingType: 'SHARE',
    productId: 'netflix-premium',
    ...overrides,
  };
}

/** Asserts a failure's status and code. */
export function expectFailure(res: Answer, status: number, code: string): void {
  expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
}

/** Samples for the path parameters of any route, so every route can be called. */
export function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (name === 'file' ? 'x.png' : '1'));
}
