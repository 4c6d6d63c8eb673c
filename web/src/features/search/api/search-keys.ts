export const searchKeys = {
  all: ['search'] as const,
  popularKeywords: () => [...searchKeys.all, 'popular-keywords'] as const,
};
