import { Stack } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useCategoryLevel } from '@/shared/category-levels/api/use-category-level';
import { usePostListParams } from '@/features/catalogue/hooks/use-post-list-params';
import { CategoryFilter } from '../CategoryFilter/CategoryFilter';

export interface PostListFiltersProps {
  postType: PostType;
}

/**
 * The category and subcategory filters of a list screen, read from and written to the address
 * (`?category=&subcategory=`, the page starting over on every change). Subcategories are the
 * children of the chosen category in the hierarchy; they show once a category is chosen.
 */
export function PostListFilters({ postType }: PostListFiltersProps) {
  const { t } = useTranslation('catalogue');
  const { category, subcategory, setCategory, setSubcategory } = usePostListParams();
  const topLevel = useCategoryLevel(postType, null);
  const children = useCategoryLevel(postType, category, { enabled: category !== null });
  const subcategories = children.data?.children;

  return (
    <Stack gap="md">
      <CategoryFilter
        legend={t('filters.category')}
        name={`category-${postType}`}
        categories={topLevel.data?.children}
        error={topLevel.isError}
        value={category}
        onChange={setCategory}
      />
      {category !== null && (children.isPending || (subcategories?.length ?? 0) > 0) && (
        <CategoryFilter
          legend={t('filters.subcategory')}
          name={`subcategory-${postType}`}
          categories={subcategories}
          value={subcategory}
          onChange={setSubcategory}
        />
      )}
    </Stack>
  );
}
