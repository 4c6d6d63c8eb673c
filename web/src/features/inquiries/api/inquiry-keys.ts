import type { InquiryListQuery } from '@market/contract';

/**
 * Query keys of the member's inquiries, keyed by token (one member's are never served to the
 * next); a new inquiry marks them stale (app/stale-after-change.ts).
 */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  member: (token: string | null) => [...inquiryKeys.all, token] as const,
  list: (token: string | null, query: InquiryListQuery) =>
    [...inquiryKeys.member(token), 'list', query] as const,
};
