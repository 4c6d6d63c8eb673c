import { Accordion, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { useFaqs } from '@/features/content/api';
import { useFaqSearch } from '@/features/content/hooks/use-faq-search';
import { FaqCategoryFilter } from '../FaqCategoryFilter/FaqCategoryFilter';
import { FaqItem } from '../FaqItem/FaqItem';

/**
 * The FAQ: category chips, keyword search, one page of questions that open to their answers, and
 * the page controls; category, keyword and page follow the address.
 */
export function FaqList() {
  const { t } = useTranslation('content');
  const search = useFaqSearch();
  const faqs = useFaqs(search);

  return (
    <Stack gap="md">
      <FaqCategoryFilter value={search.choice} onChange={search.setCategory} />
      <KeywordSearchForm
        keyword={search.keyword}
        onSearch={search.setKeyword}
        label={t('faq.searchLabel')}
        placeholder={t('faq.searchPlaceholder')}
      />
      <PagedList
        query={faqs}
        skeleton={
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} height={52} radius="sm" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          search.keyword
            ? t('faq.noMatch', { keyword: search.keyword })
            : totalCount > 0
              ? t('faq.pageEmpty')
              : t('faq.empty')
        }
        renderList={(items, listProps) => (
          <Accordion variant="separated" order={2} {...listProps}>
            {items.map((faq) => (
              <FaqItem key={faq.seq} faq={faq} withCategory={search.category === null} />
            ))}
          </Accordion>
        )}
      />
    </Stack>
  );
}
