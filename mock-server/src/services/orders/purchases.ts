/** The member's orders and purchased items as the order pages list them. */
import { type OrderKind, type Page, type PostType, pageBounds } from '@market/domain';
import type { OrderItemRecord, OrderRecord, World } from '@market/world';
import { ordersOfMember } from '../indexes';
import { postRecordOf } from './lookup';

/**
 * One page of the member's orders (top-ups included), newest first, optionally only those holding
 * `kind` (an order is filed under its own kind and each of its lines' types). Orders are kept in
 * the order they were placed, so a page costs its own length, whatever the member's history.
 */
export function orderPage(
  world: World,
  userSeq: number,
  kind: OrderKind | undefined,
  page: number,
  size: number,
): Page<OrderRecord> {
  const key = kind === undefined ? String(userSeq) : `${userSeq}:${kind}`;
  const total = ordersOfMember.countOf(world, key);
  const { start, end, pagination } = pageBounds(total, page, size);
  const items = ordersOfMember.slice(world, key, total - end, total - start).reverse();
  return { items, pagination };
}

/** The member's orders placed since `since`, newest first (a pass back from the newest). */
export function ordersSince(world: World, userSeq: number, since: number): OrderRecord[] {
  const key = String(userSeq);
  const orders: OrderRecord[] = [];
  for (let at = ordersOfMember.countOf(world, key) - 1; at >= 0; at -= 1) {
    const [order] = ordersOfMember.slice(world, key, at, at + 1);
    if (order!.createdAt < since) break;
    orders.push(order!);
  }
  return orders;
}

/** Whether a post title matches a keyword in any of its languages (case-insensitive). */
function titleMatches(world: World, item: OrderItemRecord, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const needle = keyword.toLocaleLowerCase();
  const { title } = postRecordOf(world, item.postType, item.postSeq);
  return Object.values(title).some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The member's purchased items of one type, newest purchase first. */
export function purchasesOf(
  world: World,
  userSeq: number,
  type: PostType,
  keyword: string | undefined,
) {
  const purchases: Array<{ order: OrderRecord; item: OrderItemRecord }> = [];
  for (const order of ordersOfMember.of(world, `${userSeq}:${type}`)) {
    if (order.paidAt === null) continue;
    for (const item of order.items) {
      if (item.postType === type && titleMatches(world, item, keyword)) {
        purchases.push({ order, item });
      }
    }
  }
  return purchases.sort((a, b) => b.order.paidAt! - a.order.paidAt! || b.item.seq - a.item.seq);
}
