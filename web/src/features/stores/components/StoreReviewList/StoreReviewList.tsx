import { EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { UrlPagination } from '../../../../components/UrlPagination';
import { useSellerReviews } from '../../api';
import { useReviewFilter } from '../../hooks/use-review-filter';
import { ReviewCard } from '../ReviewCard';
import { ReviewToneFilter } from '../ReviewToneFilter';
import classes from './StoreReviewList.module.css';

export interface StoreReviewListProps {
  sellerSeq: number;
  /** The seller's review counts, shown in the tone filter. Default: none shown. */
  counts?: { positive: number; negative: number };
}

/**
 * The reviews section of a store: the tone filter, one page of reviews with the sellers' answers
 * and the page controls, all following the address (`?tone=`, `?page=`).
 */
export function StoreReviewList({ sellerSeq, counts }: StoreReviewListProps) {
  const { t } = useTranslation('stores');
  const { page, tone, setTone } = useReviewFilter();
  const reviews = useSellerReviews(sellerSeq, { page, tone });

  let content: ReactNode;
  if (reviews.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={120} radius="md" />
        ))}
      </Stack>
    );
  } else if (reviews.isError) {
    content = <LoadError onRetry={() => void reviews.refetch()} />;
  } else if (reviews.data.items.length === 0) {
    const { pagination } = reviews.data;
    content = (
      <>
        <EmptyState
          py="xl"
          title={pagination.totalCount > 0 ? t('reviews.pageEmpty') : t(`reviews.empty.${tone}`)}
        />
        <UrlPagination page={pagination.currentPage} totalPage={pagination.totalPage} />
      </>
    );
  } else {
    const { items, pagination } = reviews.data;
    content = (
      <>
        <Stack
          component="ul"
          gap="sm"
          className={classes.list}
          aria-busy={reviews.isPlaceholderData || undefined}
        >
          {items.map((review) => (
            <li key={review.seq}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Stack>
        <UrlPagination page={pagination.currentPage} totalPage={pagination.totalPage} />
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="store-reviews-heading">
      <Title order={2} size="h3" id="store-reviews-heading">
        {t('reviews.heading')}
      </Title>
      <ReviewToneFilter tone={tone} onChange={setTone} counts={counts} />
      {content}
    </Stack>
  );
}
