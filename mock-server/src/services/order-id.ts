/** Order ids, `ORD-yyyyMMdd-nnnnnn` (the Seoul date of creation and the world's order counter). */
import { toDateString } from '@market/domain';
import { type World, nextSeq } from '@market/world';

/** Hands out the next order id of a world; top-ups and checkouts share the counter. */
export function newOrderId(world: World, now: number): string {
  const date = toDateString(new Date(now)).replaceAll('-', '');
  return `ORD-${date}-${String(nextSeq(world, 'orders')).padStart(6, '0')}`;
}
