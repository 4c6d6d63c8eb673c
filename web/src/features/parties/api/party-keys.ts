/**
 * Query keys of the parties feature. Every key starts with `parties`: `partyKeys.all` refreshes
 * the member's list and every detail after an answer to the founder.
 */
import type { PurchaseListQuery } from '@market/contract';

export const partyKeys = {
  all: ['parties'] as const,
  list: (query: PurchaseListQuery) => [...partyKeys.all, 'list', query] as const,
  detail: (orderSeq: number) => [...partyKeys.all, 'detail', orderSeq] as const,
  cancelPreview: (productId: number) => [...partyKeys.all, 'cancel', productId] as const,
};
