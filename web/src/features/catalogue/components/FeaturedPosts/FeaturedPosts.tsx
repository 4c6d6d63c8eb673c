import { Anchor, Group, Title } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePostList } from '../../api/use-post-list';
import { postListPath } from '../../hooks/post-path';
import { PostGrid } from '../PostGrid';

export interface FeaturedPostsProps {
  postType: PostType;
  /** Posts shown. @default 4 */
  count?: number;
}

/**
 * A home-page section of one post type: the first posts of its list in the recommended order
 * (picked posts first), with a link to the whole list.
 */
export function FeaturedPosts({ postType, count = 4 }: FeaturedPostsProps) {
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
      <PostGrid
        posts={list.data?.items}
        error={list.isError}
        onRetry={() => void list.refetch()}
        skeletonCount={count}
        emptyText={t('featured.empty')}
        label={typeName}
      />
    </section>
  );
}
