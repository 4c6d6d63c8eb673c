import { Container, Stack, Text } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { usePostList } from '../features/catalogue/api/use-post-list';
import { PagedList } from '../components/PagedList/PagedList';
import { PostGrid, PostGridSkeleton } from '../features/catalogue/components/PostGrid/PostGrid';
import { PostListFilters } from '../features/catalogue/components/PostListFilters/PostListFilters';
import {
  toPostListQuery,
  usePostListParams,
} from '../features/catalogue/hooks/use-post-list-params';

const titleKey = {
  SUBSCRIPTION: 'routes.subscriptions',
  COUPON: 'routes.ecoupons',
  CODE: 'routes.digitalCodes',
} as const satisfies Record<PostType, string>;

export interface PostListPageProps {
  postType: PostType;
}

/**
 * /subscriptions, /ecoupons and /digital-codes: category and subcategory filters, the posts in the
 * recommended order, and pages — all in the address (`?category=&subcategory=&page=`).
 */
export default function PostListPage({ postType }: PostListPageProps) {
  const { t } = useTranslation('catalogue');
  const { category, subcategory, page } = usePostListParams();
  const list = usePostList(postType, toPostListQuery({ category, subcategory, page }));
  const title = t(titleKey[postType], { ns: 'common' });
  const pagination = list.data?.pagination;

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageTitle id="post-list-title">{title}</PageTitle>
        <PostListFilters key={postType} postType={postType} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {pagination ? t('list.total', { number: pagination.totalCount }) : '\u00a0'}
        </Text>
        <PagedList
          query={list}
          skeleton={<PostGridSkeleton />}
          emptyTitle={() => t('list.empty')}
          scrollTargetId="post-list-title"
          renderList={(posts, listProps) => (
            <PostGrid posts={posts} label={title} headingOrder={2} listProps={listProps} />
          )}
        />
      </Stack>
    </Container>
  );
}
