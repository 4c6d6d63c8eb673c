import { Accordion, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { inquiryCategories, isOneOf } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { LazySelect } from '@/components/LazySelect/LazySelect';
import { PagedList } from '@/components/PagedList/PagedList';
import { useFormatDate } from '@/lib/format/format-date';
import { useInquiries } from '@/features/inquiries/api/use-inquiries';
import { useInquirySearch } from '@/features/inquiries/hooks/use-inquiry-search';

/**
 * /my/contact: the member's inquiries filtered by category and keyword (in the address), each with
 * its answered / unanswered state, opening to the question and the answer.
 */
export function InquiryList() {
  const { t } = useTranslation('inquiries');
  const formatDate = useFormatDate();
  const { page, keyword, category, setKeyword, setCategory } = useInquirySearch();
  const inquiries = useInquiries({
    page,
    keyword: keyword || undefined,
    category: category ?? undefined,
  });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LazySelect
          w={200}
          label={t('list.category')}
          data={[
            { value: '', label: t('list.allCategories') },
            ...inquiryCategories.map((value) => ({ value, label: t(`category.${value}`) })),
          ]}
          value={category ?? ''}
          onChange={(value) => setCategory(isOneOf(inquiryCategories, value) ? value : null)}
          allowDeselect={false}
        />
        <KeywordSearchForm keyword={keyword} onSearch={setKeyword} label={t('list.search')} />
      </Group>
      <PagedList
        query={inquiries}
        skeleton={
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={56} radius="sm" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) => (totalCount > 0 ? t('list.pageEmpty') : t('list.empty'))}
        renderList={(items, listProps) => (
          <Accordion
            variant="separated"
            className={listProps.className}
            aria-busy={listProps['aria-busy']}
          >
            {items.map((inquiry) => (
              <Accordion.Item key={inquiry.seq} value={String(inquiry.seq)}>
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Stack gap={2} miw={0}>
                      <Text fw={600} lineClamp={1}>
                        {inquiry.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`category.${inquiry.category}`)} · {formatDate(inquiry.createdAt)}
                      </Text>
                    </Stack>
                    <Badge
                      color={inquiry.status === 'ANSWERED' ? 'teal.9' : 'gray.7'}
                      variant="outline"
                      style={{ flexShrink: 0 }}
                    >
                      {t(`status.${inquiry.status}`)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{inquiry.body}</Text>
                    {inquiry.answer ? (
                      <Stack gap={2} p="sm" bg="var(--mantine-color-default-hover)">
                        <Text size="sm" fw={600}>
                          {t('list.answer')} · {formatDate(inquiry.answer.answeredAt)}
                        </Text>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {inquiry.answer.body}
                        </Text>
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('list.noAnswer')}
                      </Text>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      />
    </Stack>
  );
}
