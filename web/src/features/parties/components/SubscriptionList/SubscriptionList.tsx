import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PurchasedSubscription } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { Price } from '@/components/Price/Price';
import { purchasePath } from '@/lib/addresses';
import { useKeywordParam, usePageParam, useUpdateSearchParams } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import { SUBSCRIPTIONS_PAGE_SIZE, useSubscriptions } from '@/features/parties/api';
import { PartyState } from '../PartyState/PartyState';

/** One joined party in the list: title, state and seats, period and price; links to its detail. */
export function SubscriptionItem({ item, now }: { item: PurchasedSubscription; now: Date }) {
  const { t } = useTranslation('parties');
  const localized = useLocalized();
  return (
    <Card component={Link} href={purchasePath('SUBSCRIPTION', item.seq)} withBorder padding="sm">
      <Stack gap={4}>
        <Text fw={600}>{localized(item.post.title)}</Text>
        <PartyState post={item.post} now={now} />
        <Group gap="xs" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('period', {
              from: item.post.subscriptionStartsAt,
              to: item.post.subscriptionEndsAt,
            })}
          </Text>
          <Price amountKrw={item.price} fw={600} />
        </Group>
        <Text size="sm">{t(`memberStatus.${item.memberStatus}`)}</Text>
      </Stack>
    </Card>
  );
}

/** /my/subscriptions: the member's parties, searchable by keyword (`?keyword=`) and paged. */
export function SubscriptionList() {
  const { t } = useTranslation('parties');
  const page = usePageParam();
  const keyword = useKeywordParam();
  const update = useUpdateSearchParams();
  const now = useNow();
  const list = useSubscriptions({ page, keyword });
  return (
    <Stack gap="md">
      <KeywordSearchForm
        keyword={keyword}
        onSearch={(next) => update({ keyword: next, page: null })}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
      />
      <PagedList
        query={list}
        skeleton={
          <Stack gap="sm" aria-busy="true">
            {Array.from({ length: SUBSCRIPTIONS_PAGE_SIZE / 2 }, (_, index) => (
              <Skeleton key={index} height={110} radius="md" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          keyword ? t('noMatch', { keyword }) : totalCount > 0 ? t('pageEmpty') : t('empty')
        }
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" aria-label={t('listLabel')} {...listProps}>
            {items.map((item) => (
              <li key={item.seq}>
                <SubscriptionItem item={item} now={now} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
