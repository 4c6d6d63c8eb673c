/**
 * The member's cart (contract `cart`). Lines carry their buyability by domain's cart rule; adding a
 * post applies the full purchase rule, so a sold, expired, full, own or blocked post never enters.
 *
 * Removing lines is all or nothing: a seq that is not one of the caller's lines (someone else's, or
 * none at all) answers 404 NOT_FOUND and removes nothing, so a stale or forged list cannot half
 * succeed, and another member's lines cannot be probed (they look exactly like missing ones).
 */
import { success } from '@market/contract';
import { nextSeq } from '@market/fixtures';
import { currentUser } from '../auth/plugin';
import { fail } from '../http/api-failure';
import { toCartItem } from '../mappers/cart';
import { findPostRecord } from '../services/catalogue/find-post';
import { assertBuyable, cartLineView, purchaseBuyability } from '../services/orders/buyability';
import { settleDueOrders } from '../services/orders/confirmation';
import { defineResource } from './define-resource';
import { newestFirst } from '../services/newest-first';

const countOf = (lines: ReadonlyArray<{ userSeq: number }>, userSeq: number) =>
  lines.reduce((n, line) => (line.userSeq === userSeq ? n + 1 : n), 0);

export const cartResource = defineResource('cart', () => ({
  getCart: async ({ request }) => {
    const user = currentUser(request);
    const { world } = request;
    const now = request.clock.now();
    settleDueOrders(world, now);
    const lines = world.cartItems.filter((line) => line.userSeq === user.seq).sort(newestFirst);
    return {
      status: 200,
      body: success(lines.map((line) => toCartItem(cartLineView(world, line, now)))),
    };
  },

  countCartItems: async ({ request }) => {
    const user = currentUser(request);
    settleDueOrders(request.world, request.clock.now());
    return { status: 200, body: success({ count: countOf(request.world.cartItems, user.seq) }) };
  },

  addToCart: async ({ body, request }) => {
    const user = currentUser(request);
    const { world } = request;
    const now = request.clock.now();
    settleDueOrders(world, now);
    const post = findPostRecord(world, body.type, body.typeSeq);
    const inCart = world.cartItems.some(
      (line) => line.userSeq === user.seq && line.type === body.type && line.typeSeq === post.seq,
    );
    if (inCart) return fail('ALREADY_IN_CART', 'The post is already in your cart');
    assertBuyable(
      purchaseBuyability(world, user.seq, post, body.type, now),
      `${body.type.toLowerCase()} post ${post.seq}`,
    );
    const line = {
      seq: nextSeq(world, 'cartItems'),
      userSeq: user.seq,
      type: body.type,
      typeSeq: post.seq,
      status: 'ENABLED' as const,
      createdAt: now,
    };
    world.cartItems.push(line);
    return { status: 201, body: success(toCartItem(cartLineView(world, line, now))) };
  },

  deleteCartItems: async ({ body, request }) => {
    const user = currentUser(request);
    const { world } = request;
    settleDueOrders(world, request.clock.now());
    const wanted = new Set(body.seqList);
    const own = new Set(
      world.cartItems
        .filter((line) => line.userSeq === user.seq && wanted.has(line.seq))
        .map((line) => line.seq),
    );
    const missing = [...wanted].filter((seq) => !own.has(seq));
    if (missing.length > 0) return fail('NOT_FOUND', `No cart lines ${missing.join(', ')}`);
    for (let i = world.cartItems.length - 1; i >= 0; i -= 1) {
      if (own.has(world.cartItems[i]!.seq)) world.cartItems.splice(i, 1);
    }
    return { status: 200, body: success({ count: countOf(world.cartItems, user.seq) }) };
  },
}));
