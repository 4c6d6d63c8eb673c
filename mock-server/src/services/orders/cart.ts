/**
 * The member's cart: lines carry their buyability by domain's cart rule; adding a post applies the
 * full purchase rule, so a sold, expired, full, own or blocked post never enters. Removing lines is
 * all or nothing: a seq that is not one of the caller's lines (someone else's, or none at all) is
 * 404 NOT_FOUND and removes nothing, so a stale or forged list cannot half succeed, and another
 * member's lines cannot be probed (they look exactly like missing ones).
 */
import type { PostType } from '@market/domain';
import { type CartItemRecord, type World, nextSeq } from '@market/world';
import { ApiFailure } from '../../http/api-failure';
import { rawField } from '../../store/session-world';
import { cartOfMember } from '../indexes';
import { findPostRecord } from '../catalogue/find-post';
import { newestFirst } from '../newest-first';
import { assertBuyable, purchaseBuyability } from './buyability';

export const cartLinesOf = (world: World, userSeq: number): CartItemRecord[] =>
  cartOfMember.of(world, userSeq).sort(newestFirst);

export const cartCountOf = (world: World, userSeq: number): number =>
  cartOfMember.of(world, userSeq).length;

export function addToCart(
  world: World,
  userSeq: number,
  wanted: { type: PostType; typeSeq: number },
  now: number,
): CartItemRecord {
  const post = findPostRecord(world, wanted.type, wanted.typeSeq);
  const inCart = cartOfMember
    .of(world, userSeq)
    .some((line) => line.type === wanted.type && line.typeSeq === post.seq);
  if (inCart) throw new ApiFailure('ALREADY_IN_CART', 'The post is already in your cart');
  assertBuyable(
    purchaseBuyability(world, userSeq, post, wanted.type, now),
    `${wanted.type.toLowerCase()} post ${post.seq}`,
  );
  const line: CartItemRecord = {
    seq: nextSeq(world, 'cartItems'),
    userSeq,
    type: wanted.type,
    typeSeq: post.seq,
    status: 'ENABLED',
    createdAt: now,
  };
  world.cartItems.push(line);
  return line;
}

/** Removes the member's lines `seqs`; returns how many lines are left in their cart. */
export function removeCartLines(world: World, userSeq: number, seqs: readonly number[]): number {
  const wanted = new Set(seqs);
  const own = new Set(
    cartOfMember
      .of(world, userSeq)
      .filter((line) => wanted.has(line.seq))
      .map((line) => line.seq),
  );
  const missing = [...wanted].filter((seq) => !own.has(seq));
  if (missing.length > 0) throw new ApiFailure('NOT_FOUND', `No cart lines ${missing.join(', ')}`);
  removeLines(world, own);
  return cartCountOf(world, userSeq);
}

/** Takes the lines `seqs` out of the world's cart (found on the raw collection, taken through the world's). */
export function removeLines(world: World, seqs: ReadonlySet<number>): void {
  const lines = rawField(world, 'cartItems');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (seqs.has(lines[i]!.seq)) world.cartItems.splice(i, 1);
  }
}
