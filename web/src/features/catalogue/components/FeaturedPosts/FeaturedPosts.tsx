import { Anchor, Group, Title } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FEATURED_POST_COUNT, usePostList } from '@/features/catalogue/api/use-post-list';
import { postListPath } from '@/lib/addresses';
import { PagedList } from '@/components/PagedList/PagedList';
import { PostGrid, PostGridSkeleton } from '../PostGrid/PostGrid';

export interface FeaturedPostsProps {
  postType: PostType;
  /** Posts shown. @default FEATURED_POST_COUNT (4) */
  count?: number;
}

/**
 * A home-page section of one post type: the first posts of its list in the recommended order
 * (picked posts first), with a link to the whole list.
 */
export function FeaturedPosts({ postType, count = FEATURED_POST_COUNT }: FeaturedPostsProps) {
  const { t } = useTranslation('catalogue');
  const list = usePostList(postType, { page: 1, size: count });
  const headingId = `featured-${postType.toLowerCase()}`;
  const typeName = t(`postType.${postType}`);

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} size="h3" id={headingId}>
          {typeName}
        </Title>
        <Anchor component={Link} href={postListPath(postType)} size="sm" fw={600}>
          {t('featured.seeAll', { type: typeName })}
        </Anchor>
      </Group>
      <PagedList
        // The first posts only: the whole list, with its pages, is a link away.
        query={{ ...list, data: list.data?.items }}
        skeleton={<PostGridSkeleton count={count} />}
        emptyTitle={() => t('featured.empty')}
        renderList={(posts, listProps) => (
          <PostGrid posts={posts} label={typeName} listProps={listProps} />
        )}
      />
    </section>
  );
}
