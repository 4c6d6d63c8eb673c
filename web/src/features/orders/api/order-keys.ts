/**
 * Query keys of the orders feature: the member's orders, what they bought (coupons and codes with
 * their secrets) and their reviews. Every key starts with `orders` and the member's token, so a
 * purchase confirmation, a refund or a review refreshes what the buyer sees through
 * `invalidateQueries({ queryKey: orderKeys.all })` (or a narrower key below), never a reload.
 */
import type { OrderListQuery, PurchaseListQuery } from '@market/contract';
import type { PostType } from '@market/domain';

export const orderKeys = {
  all: ['orders'] as const,
  /** Keyed by token: one member's orders are never served to the next. */
  member: (token: string | null) => [...orderKeys.all, token] as const,
  lists: (token: string | null) => [...orderKeys.member(token), 'list'] as const,
  list: (token: string | null, query: OrderListQuery) =>
    [...orderKeys.lists(token), query] as const,
  detail: (token: string | null, orderId: string) =>
    [...orderKeys.member(token), 'detail', orderId] as const,
  purchases: (token: string | null, postType: PostType) =>
    [...orderKeys.member(token), 'purchases', postType] as const,
  purchaseList: (token: string | null, postType: PostType, query: PurchaseListQuery) =>
    [...orderKeys.purchases(token, postType), 'list', query] as const,
  purchase: (token: string | null, postType: PostType, seq: number) =>
    [...orderKeys.purchases(token, postType), 'detail', seq] as const,
  review: (token: string | null, productId: number) =>
    [...orderKeys.member(token), 'review', productId] as const,
};
