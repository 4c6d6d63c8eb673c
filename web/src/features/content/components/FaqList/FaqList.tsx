import { Accordion, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '../../../../components/KeywordSearchForm';
import { LoadError } from '../../../../components/LoadError';
import { UrlPagination } from '../../../../components/UrlPagination';
import { useFaqs } from '../../api';
import { useFaqSearch } from '../../hooks/use-faq-search';
import { FaqCategoryFilter } from '../FaqCategoryFilter';
import { FaqItem } from '../FaqItem';

/**
 * The FAQ: category chips, keyword search, one page of questions that open to their answers, and
 * the page controls; category, keyword and page follow the address.
 */
export function FaqList() {
  const { t } = useTranslation('content');
  const search = useFaqSearch();
  const faqs = useFaqs(search);

  let content: ReactNode;
  if (faqs.isPending) {
    content = (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={52} radius="sm" />
        ))}
      </Stack>
    );
  } else if (faqs.isError) {
    content = <LoadError onRetry={() => void faqs.refetch()} />;
  } else {
    const { items, pagination } = faqs.data;
    content = (
      <>
        {items.length === 0 ? (
          <EmptyState
            py="xl"
            title={
              search.keyword
                ? t('faq.noMatch', { keyword: search.keyword })
                : pagination.totalCount > 0
                  ? t('faq.pageEmpty')
                  : t('faq.empty')
            }
          />
        ) : (
          <Accordion variant="separated" order={2} aria-busy={faqs.isPlaceholderData || undefined}>
            {items.map((faq) => (
              <FaqItem key={faq.seq} faq={faq} withCategory={search.category === null} />
            ))}
          </Accordion>
        )}
        <UrlPagination page={pagination.currentPage} totalPage={pagination.totalPage} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <FaqCategoryFilter value={search.choice} onChange={search.setCategory} />
      <KeywordSearchForm
        keyword={search.keyword}
        onSearch={search.setKeyword}
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
      />
      {content}
    </Stack>
  );
}
