import {
  EmptyState,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
  type SimpleGridProps,
} from '@mantine/core';
import type { Post } from '@market/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '../../../../components/KeywordSearchForm';
import { LoadError } from '../../../../components/LoadError';
import { UrlPagination } from '../../../../components/UrlPagination';
import { STORE_POSTS_PAGE_SIZE, useSellerPosts } from '../../api';
import { usePostSearch } from '../../hooks/use-post-search';
import { SellerPostItem } from '../SellerPostItem';
import classes from './SellerPostList.module.css';

export interface SellerPostListProps {
  sellerSeq: number;
  /**
   * How one post is drawn; pages pass the catalogue's card. Default: a compact SellerPostItem.
   */
  renderPost?: (post: Post) => ReactNode;
  /** Columns of the grid by breakpoint. Default `{ base: 1, sm: 2, lg: 3 }`. */
  cols?: SimpleGridProps['cols'];
}

const defaultCols = { base: 1, sm: 2, lg: 3 };
const defaultRenderPost = (post: Post) => <SellerPostItem post={post} />;

/**
 * The posts section of a store: a keyword search over the seller's posts and one page of them,
 * both following the address (`?keyword=`, `?page=`), with loading, empty and error states.
 */
export function SellerPostList({
  sellerSeq,
  renderPost = defaultRenderPost,
  cols = defaultCols,
}: SellerPostListProps) {
  const { t } = useTranslation('stores');
  const { page, keyword, setKeyword } = usePostSearch();
  const posts = useSellerPosts(sellerSeq, { page, keyword });

  let content: ReactNode;
  if (posts.isPending) {
    content = (
      <SimpleGrid cols={cols} aria-busy="true">
        {Array.from({ length: STORE_POSTS_PAGE_SIZE / 2 }, (_, index) => (
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (posts.isError) {
    content = <LoadError onRetry={() => void posts.refetch()} toast="loadSearchResults" />;
  } else {
    const { items, pagination } = posts.data;
    const emptyTitle = keyword
      ? t('posts.noMatch', { keyword })
      : pagination.totalCount > 0
        ? t('posts.pageEmpty')
        : t('posts.empty');
    content = (
      <>
        {items.length === 0 ? (
          <EmptyState py="xl" title={emptyTitle} />
        ) : (
          <SimpleGrid
            component="ul"
            cols={cols}
            className={classes.list}
            aria-label={t('posts.listLabel')}
            aria-busy={posts.isPlaceholderData || undefined}
          >
            {items.map((post) => (
              // Seqs are per type: a coupon and a code may share one.
              <li key={`${post.type}-${post.seq}`}>{renderPost(post)}</li>
            ))}
          </SimpleGrid>
        )}
        <UrlPagination page={pagination.currentPage} totalPage={pagination.totalPage} />
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="store-posts-heading">
      <Title order={2} size="h3" id="store-posts-heading">
        {t('posts.heading')}
      </Title>
      <KeywordSearchForm
        keyword={keyword}
        onSearch={setKeyword}
        label={t('posts.searchLabel')}
        placeholder={t('posts.searchPlaceholder')}
      />
      {content}
    </Stack>
  );
}
