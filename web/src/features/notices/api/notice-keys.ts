/**
 * Query keys of the notices feature. Every key starts with `notices`, so
 * `queryClient.invalidateQueries({ queryKey: noticeKeys.all })` refreshes all of them.
 */
import type { z } from 'zod';
import type { contract } from '@market/contract';

type NoticeListQuery = z.input<typeof contract.content.listNotices.query>;

export const noticeKeys = {
  all: ['notices'] as const,
  recent: () => [...noticeKeys.all, 'recent'] as const,
  list: (query: NoticeListQuery) => [...noticeKeys.all, 'list', query] as const,
};
