import { Container, Stack, Text } from '@mantine/core';
import { searchTypeToPostType } from '@market/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { PostGrid } from '../features/catalogue/components/PostGrid';
import { PostPager } from '../features/catalogue/components/PostPager';
import { useSearchCounts } from '../features/search/api/use-search-counts';
import { useSearchPosts } from '../features/search/api/use-search-posts';
import { useSellerSearch } from '../features/search/api/use-seller-search';
import { SearchTypeTabs } from '../features/search/components/SearchTypeTabs';
import { SellerResults } from '../features/search/components/SellerResults';
import { SubkeywordFilter } from '../features/search/components/SubkeywordFilter';
import { useSearchHistory } from '../features/search/hooks/use-search-history';
import { useSearchPageParams } from '../features/search/hooks/use-search-page-params';
import { notifyError } from '../lib/notify';

/**
 * /search/{keyword}: results by type (subscription, e-coupon, digital code, seller) with their
 * counts, narrowed by a subkeyword, a page at a time; type, subkeyword and page live in the
 * address. The keyword joins the recent searches of the header's search overlay.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { keyword, type, subkeyword, page, setType, setSubkeyword, setPage } =
    useSearchPageParams();
  const history = useSearchHistory();
  const postType = searchTypeToPostType(type);
  const hasKeyword = keyword !== '';

  const counts = useSearchCounts(keyword);
  const posts = useSearchPosts(
    { keyword, type: postType ?? undefined, subkeyword: subkeyword || undefined, page },
    { enabled: hasKeyword && postType !== null },
  );
  const sellers = useSellerSearch({ keyword, page }, { enabled: hasKeyword && postType === null });
  const results = postType === null ? sellers : posts;

  const { add: addToHistory } = history;
  useEffect(() => {
    if (keyword) addToHistory(keyword);
  }, [keyword, addToHistory]);

  useEffect(() => {
    if (results.isError) notifyError('loadSearchResults');
  }, [results.isError]);

  const pagination = results.data?.pagination;
  const changePage = (next: number) => {
    setPage(next);
    document.getElementById('search-title')?.scrollIntoView({ block: 'start' });
  };
  const emptyText = subkeyword
    ? t('emptyWithSubkeyword', { keyword, subkeyword })
    : t('empty', { keyword });

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageTitle id="search-title">
          {hasKeyword ? t('title', { keyword }) : t('routes.search', { ns: 'common' })}
        </PageTitle>
        {!hasKeyword ? (
          <Text c="dimmed">{t('noKeyword')}</Text>
        ) : (
          <SearchTypeTabs value={type} onChange={setType} counts={counts.data}>
            <Stack gap="lg">
              {postType !== null && (
                <SubkeywordFilter value={subkeyword} onSubmit={setSubkeyword} />
              )}
              {postType === null ? (
                <SellerResults
                  sellers={sellers.data?.items}
                  error={sellers.isError}
                  onRetry={() => void sellers.refetch()}
                  busy={sellers.isPlaceholderData}
                  emptyText={emptyText}
                />
              ) : (
                <PostGrid
                  posts={posts.data?.items}
                  error={posts.isError}
                  onRetry={() => void posts.refetch()}
                  busy={posts.isPlaceholderData}
                  emptyText={emptyText}
                  headingOrder={2}
                  label={t(`type.${type}`)}
                />
              )}
              {pagination && (
                <PostPager page={page} totalPages={pagination.totalPage} onChange={changePage} />
              )}
            </Stack>
          </SearchTypeTabs>
        )}
      </Stack>
    </Container>
  );
}
