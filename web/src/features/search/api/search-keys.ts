import type { PostSearchQuery, SellerSearchQuery } from '@market/contract';

export const searchKeys = {
  all: ['search'] as const,
  popularKeywords: () => [...searchKeys.all, 'popular-keywords'] as const,
  counts: (keyword: string) => [...searchKeys.all, 'counts', keyword] as const,
  posts: (query: PostSearchQuery) => [...searchKeys.all, 'posts', query] as const,
  sellers: (query: SellerSearchQuery) => [...searchKeys.all, 'sellers', query] as const,
};
