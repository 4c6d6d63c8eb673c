/** Cart lines as the wire shows them (contract `schemas/cart.ts`), with their buyability now. */
import type { CartItem } from '@market/contract';
import type { CartItemRecord, World } from '@market/fixtures';
import { cartLineBuyability } from '../services/orders/buyability';
import { postRecordOf } from '../services/orders/lookup';
import { postOf } from './order';
import { wireDateTime } from './wire';

export function toCartItem(world: World, line: CartItemRecord, now: number): CartItem {
  const post = postRecordOf(world, line.type, line.typeSeq);
  const buyability = cartLineBuyability(world, line, post, now);
  return {
    seq: line.seq,
    type: line.type,
    typeSeq: line.typeSeq,
    cartStatus: buyability.cartStatus,
    price: post.price,
    subscribed: buyability.subscribed,
    post: postOf(world, line.type, line.typeSeq, now),
    buyable: buyability.buyable,
    reason: buyability.buyable ? null : buyability.reason,
    addedAt: wireDateTime(line.createdAt),
  };
}
