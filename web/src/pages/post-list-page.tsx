import { Container, Stack, Text } from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { usePostList } from '../features/catalogue/api';
import { PostGrid } from '../features/catalogue/components/PostGrid';
import { PostListFilters } from '../features/catalogue/components/PostListFilters';
import { PostPager } from '../features/catalogue/components/PostPager';
import { useErrorToast, usePostListParams } from '../features/catalogue/hooks';

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
  const { category, subcategory, page, setPage } = usePostListParams();
  const list = usePostList(postType, {
    page,
    categorySeq: category ?? undefined,
    subcategorySeq: subcategory ?? undefined,
  });
  useErrorToast(list.isError, 'loadContents');
  const title = t(titleKey[postType], { ns: 'common' });
  const pagination = list.data?.pagination;

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById('post-list-title')?.scrollIntoView({ block: 'start' });
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageTitle id="post-list-title">{title}</PageTitle>
        <PostListFilters key={postType} postType={postType} />
        <Text size="sm" c="dimmed" aria-live="polite">
          {pagination ? t('list.total', { number: pagination.totalCount }) : '\u00a0'}
        </Text>
        <PostGrid
          posts={list.data?.items}
          error={list.isError}
          onRetry={() => void list.refetch()}
          busy={list.isPlaceholderData}
          emptyText={t('list.empty')}
          label={title}
          headingOrder={2}
        />
        {pagination && (
          <PostPager page={page} totalPages={pagination.totalPage} onChange={changePage} />
        )}
      </Stack>
    </Container>
  );
}
