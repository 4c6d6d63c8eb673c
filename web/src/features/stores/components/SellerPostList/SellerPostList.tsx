import { SimpleGrid, Skeleton, Stack, Title, type SimpleGridProps } from '@mantine/core';
import type { Post } from '@market/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { STORE_POSTS_PAGE_SIZE, useSellerPosts } from '@/features/stores/api';
import { usePostSearch } from '@/features/stores/hooks/use-post-search';
import { SellerPostItem } from '../SellerPostItem/SellerPostItem';

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
      <PagedList
        query={posts}
        errorToast="loadSearchResults"
        skeleton={
          <SimpleGrid cols={cols} aria-busy="true">
            {Array.from({ length: STORE_POSTS_PAGE_SIZE / 2 }, (_, index) => (
              <Skeleton key={index} height={96} radius="md" />
            ))}
          </SimpleGrid>
        }
        emptyTitle={({ totalCount }) =>
          keyword
            ? t('posts.noMatch', { keyword })
            : totalCount > 0
              ? t('posts.pageEmpty')
              : t('posts.empty')
        }
        renderList={(items, listProps) => (
          <SimpleGrid component="ul" cols={cols} aria-label={t('posts.listLabel')} {...listProps}>
            {items.map((post) => (
              // Seqs are per type: a coupon and a code may share one.
              <li key={`${post.type}-${post.seq}`}>{renderPost(post)}</li>
            ))}
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
