/**
 * Query keys of the parties feature. Every key starts with `parties` and the member's token (one
 * member's parties are never served to the next): `partyKeys.all` refreshes the member's list and
 * every detail after an answer to the founder.
 */
import type { PurchaseListQuery } from '@market/contract';

type Token = string | null;

export const partyKeys = {
  all: ['parties'] as const,
  member: (token: Token) => [...partyKeys.all, token] as const,
  list: (token: Token, query: PurchaseListQuery) =>
    [...partyKeys.member(token), 'list', query] as const,
  detail: (token: Token, orderSeq: number) =>
    [...partyKeys.member(token), 'detail', orderSeq] as const,
  cancelPreview: (token: Token, productId: number) =>
    [...partyKeys.member(token), 'cancel', productId] as const,
};
