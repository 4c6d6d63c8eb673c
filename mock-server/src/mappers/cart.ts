/** Cart lines as the wire shows them (contract `schemas/cart.ts`), with their buyability now. */
import type { CartItem } from '@market/contract';
import type { World } from '@market/fixtures';
import type { CartLineView } from '../services/orders/buyability';
import { toItemPost } from './order';
import { wireDateTime } from './wire';

export function toCartItem(world: World, view: CartLineView, now: number): CartItem {
  const { line, post, buyability } = view;
  return {
    seq: line.seq,
    type: line.type,
    typeSeq: line.typeSeq,
    cartStatus: buyability.cartStatus,
    price: post.price,
    subscribed: buyability.subscribed,
    post: toItemPost(world, line.type, post, now),
    buyable: buyability.buyable,
    reason: buyability.buyable ? null : buyability.reason,
    addedAt: wireDateTime(line.createdAt),
  };
}
