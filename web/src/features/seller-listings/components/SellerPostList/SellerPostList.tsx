import {
  Anchor,
  Button,
  Card,
  Chip,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { LazySelect } from '@/components/LazySelect/LazySelect';
import { PagedList } from '@/components/PagedList/PagedList';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { sellerCreatePath, sellerPostPath } from '@/lib/addresses';
import { useUpdateSearchParams } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useCategoryLevel } from '@/shared/category-levels/api/use-category-level';
import {
  statusFiltersOf,
  useSellerList,
  type SellerListItem,
} from '@/features/seller-listings/api';
import { useSellerListParams } from '@/features/seller-listings/hooks/use-seller-list-params';
import { StatusBadge } from '../StatusBadge/StatusBadge';

export interface SellerPostListProps {
  postType: PostType;
  /** The id of the page's heading, brought into view when the page changes. */
  headingId: string;
}

/**
 * The seller's own posts of a type with the filters of the address: status, top-level category
 * and keyword; every change starts again at page 1.
 */
export function SellerPostList({ postType, headingId }: SellerPostListProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const params = useSellerListParams(postType);
  const update = useUpdateSearchParams();
  const list = useSellerList(postType, params);
  const categories = useCategoryLevel(postType, null);
  const statuses = statusFiltersOf[postType];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Chip.Group
          value={params.status ?? 'all'}
          onChange={(status) =>
            update({ status: status === 'all' ? null : (status as string), page: null })
          }
        >
          <Group gap="xs" role="radiogroup" aria-label={t('list.status')}>
            {['all', ...statuses].map((status) => (
              <Chip key={status} value={status} size="sm">
                {status === 'all'
                  ? t('list.all')
                  : t(`filter.${status as (typeof statuses)[number]}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button component={Link} href={sellerCreatePath(postType)}>
          {t('list.create')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LazySelect
          label={t('list.category')}
          placeholder={t('list.allCategories')}
          clearable
          data={(categories.data?.children ?? []).map((category) => ({
            value: String(category.seq),
            label: localized(category.name),
          }))}
          value={params.category ? String(params.category) : null}
          onChange={(value) => update({ category: value, page: null })}
        />
        <KeywordSearchForm
          keyword={params.keyword ?? ''}
          label={t('list.keyword')}
          onSearch={(keyword) => update({ keyword, page: null })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.data ? t('list.total', { count: list.data.pagination.totalCount }) : '\u00a0'}
      </Text>
      <PagedList
        query={list}
        skeleton={<SellerPostListSkeleton />}
        emptyTitle={() => t('list.empty')}
        scrollTargetId={headingId}
        renderList={(posts, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {posts.map((post) => (
              <li key={post.seq}>
                <SellerPostRow post={post} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}

function SellerPostRow({ post }: { post: SellerListItem }) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <Card withBorder padding="sm" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Anchor
            component={Link}
            href={sellerPostPath(post.type, post.seq)}
            fw={600}
            lineClamp={2}
          >
            {localized(post.title)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {localized(post.category1)}
          </Text>
          <Group gap="md" wrap="wrap">
            <Price amountKrw={post.price} fw={600} size="sm" />
            {post.type === 'SUBSCRIPTION' ? (
              <Text size="sm">
                {t('post.members', { count: post.memberCount, limit: post.memberLimit })} ·{' '}
                {t('post.period', {
                  start: formatDate(post.subscriptionStartsAt),
                  end: formatDate(post.subscriptionEndsAt),
                })}
              </Text>
            ) : (
              <Text size="sm">{t('post.expiresOn', { date: formatDate(post.expiresAt) })}</Text>
            )}
          </Group>
        </Stack>
        <StatusBadge post={post} />
      </Group>
    </Card>
  );
}

export function SellerPostListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={96} radius="md" />
      ))}
    </Stack>
  );
}
