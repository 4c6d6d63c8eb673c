import { Container, Stack, Text } from '@mantine/core';
import { searchTypeToPostType } from '@market/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../components/PagedList/PagedList';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { PostGrid, PostGridSkeleton } from '../features/catalogue/components/PostGrid/PostGrid';
import { useSearchCounts } from '../features/search/api/use-search-counts';
import { useSearchPosts } from '../features/search/api/use-search-posts';
import { useSellerSearch } from '../features/search/api/use-seller-search';
import { SearchTypeTabs } from '../features/search/components/SearchTypeTabs/SearchTypeTabs';
import {
  SellerResults,
  SellerResultsSkeleton,
} from '../features/search/components/SellerResults/SellerResults';
import { SubkeywordFilter } from '../features/search/components/SubkeywordFilter/SubkeywordFilter';
import { useSearchHistory } from '../features/search/hooks/use-search-history';
import { useSearchPageParams } from '../features/search/hooks/use-search-page-params';

/**
 * /search/{keyword}: results by type (subscription, e-coupon, digital code, seller) with their
 * counts, narrowed by a subkeyword, a page at a time; type, subkeyword and page live in the
 * address. The keyword joins the recent searches of the header's search overlay.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { keyword, type, subkeyword, page, setType, setSubkeyword } = useSearchPageParams();
  const history = useSearchHistory();
  const postType = searchTypeToPostType(type);
  const hasKeyword = keyword !== '';

  const counts = useSearchCounts(keyword);
  const posts = useSearchPosts(
    { keyword, type: postType ?? undefined, subkeyword: subkeyword || undefined, page },
    { enabled: hasKeyword && postType !== null },
  );
  const sellers = useSellerSearch({ keyword, page }, { enabled: hasKeyword && postType === null });

  const { add: addToHistory } = history;
  useEffect(() => {
    if (keyword) addToHistory(keyword);
  }, [keyword, addToHistory]);

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
                <PagedList
                  query={sellers}
                  errorToast="loadSearchResults"
                  skeleton={<SellerResultsSkeleton />}
                  emptyTitle={() => emptyText}
                  scrollTargetId="search-title"
                  renderList={(items, listProps) => (
                    <SellerResults sellers={items} listProps={listProps} />
                  )}
                />
              ) : (
                <PagedList
                  query={posts}
                  errorToast="loadSearchResults"
                  skeleton={<PostGridSkeleton />}
                  emptyTitle={() => emptyText}
                  scrollTargetId="search-title"
                  renderList={(items, listProps) => (
                    <PostGrid
                      posts={items}
                      headingOrder={2}
                      label={t(`type.${type}`)}
                      listProps={listProps}
                    />
                  )}
                />
              )}
            </Stack>
          </SearchTypeTabs>
        )}
      </Stack>
    </Container>
  );
}
