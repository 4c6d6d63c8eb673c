import type { PostType } from '@market/domain';

/** Query keys of the category tree, one level at a time (public: the same for everyone). */
export const categoryLevelKeys = {
  all: ['category-level'] as const,
  level: (postType: PostType, parentSeq: number | null) =>
    [...categoryLevelKeys.all, postType, parentSeq] as const,
};
