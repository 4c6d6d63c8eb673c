import type { InquiryListQuery } from '@market/contract';

/** Query keys of the member's inquiries; a new inquiry marks them stale (app/stale-after-change.ts). */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (query: InquiryListQuery) => [...inquiryKeys.all, 'list', query] as const,
};
