import type { Order } from '@market/contract';

/**
 * What an order is called in a list: its first item's title, with how many more items it holds
 * (`null` title for an e-money top-up, which buys no post).
 */
export function orderHeadline(order: Order): { title: string | null; moreCount: number } {
  const [first, ...rest] = order.items;
  return { title: first ? first.post.title : null, moreCount: rest.length };
}
