import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useSellerReviews } from '@/features/stores/api';
import { useReviewFilter } from '@/features/stores/hooks/use-review-filter';
import { ReviewCard } from '../ReviewCard/ReviewCard';
import { ReviewToneFilter } from '../ReviewToneFilter/ReviewToneFilter';

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

  return (
    <Stack component="section" gap="md" aria-labelledby="store-reviews-heading">
      <Title order={2} size="h3" id="store-reviews-heading">
        {t('reviews.heading')}
      </Title>
      <ReviewToneFilter tone={tone} onChange={setTone} counts={counts} />
      <PagedList
        query={reviews}
        skeleton={
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={120} radius="md" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          totalCount > 0 ? t('reviews.pageEmpty') : t(`reviews.empty.${tone}`)
        }
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((review) => (
              <li key={review.seq}>
                <ReviewCard review={review} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
