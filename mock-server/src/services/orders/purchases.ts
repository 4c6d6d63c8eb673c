/** The member's orders and purchased items as the order pages list them. */
import type { PostType } from '@market/domain';
import type { OrderItemRecord, OrderRecord, World } from '@market/world';
import { postRecordOf } from './lookup';

const newestFirst = (a: OrderRecord, b: OrderRecord) =>
  b.createdAt - a.createdAt || b.id.localeCompare(a.id);

/** The member's orders (top-ups included), newest first. */
export function ordersOf(world: World, userSeq: number): OrderRecord[] {
  return world.orders.filter((order) => order.userSeq === userSeq).sort(newestFirst);
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
  for (const order of world.orders) {
    if (order.userSeq !== userSeq || order.paidAt === null) continue;
    for (const item of order.items) {
      if (item.postType === type && titleMatches(world, item, keyword)) {
        purchases.push({ order, item });
      }
    }
  }
  return purchases.sort((a, b) => b.order.paidAt! - a.order.paidAt! || b.item.seq - a.item.seq);
}
