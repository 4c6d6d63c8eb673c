/** Cart lines as the wire shows them (contract `schemas/cart.ts`), with their buyability now. */
import type { CartItem } from '@market/contract';
import type { CartLineView } from '../services/orders/buyability';
import { toItemPost } from './posts';
import { wireDateTime } from './wire';

export function toCartItem(view: CartLineView): CartItem {
  const { line, post, buyability } = view;
  return {
    seq: line.seq,
    type: line.type,
    typeSeq: line.typeSeq,
    cartStatus: buyability.cartStatus,
    price: post.record.price,
    subscribed: buyability.subscribed,
    post: toItemPost(post),
    buyable: buyability.buyable,
    reason: buyability.buyable ? null : buyability.reason,
    addedAt: wireDateTime(line.createdAt),
  };
}
