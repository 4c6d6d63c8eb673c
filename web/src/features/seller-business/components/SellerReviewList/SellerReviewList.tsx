import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { isOneOf, reviewTones } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { useSellerReviewList } from '@/features/seller-business/api/use-seller-reviews';
import { useSellerReviewFilter } from '@/features/seller-business/hooks/use-seller-review-filter';
import { SellerReviewCard } from '../SellerReviewCard/SellerReviewCard';

/** The seller's reviews, searched by keyword and tone, paged; all three follow the address. */
export function SellerReviewList() {
  const { t } = useTranslation('sellerBusiness');
  const { page, keyword, tone, setKeyword, setTone } = useSellerReviewFilter();
  const reviews = useSellerReviewList({ page, keyword, tone });
  return (
    <Stack gap="md">
      <KeywordSearchForm
        keyword={keyword}
        onSearch={setKeyword}
        label={t('reviews.search')}
        placeholder={t('reviews.searchPlaceholder')}
      />
      <SegmentedControl
        aria-label={t('reviews.toneLabel')}
        data={reviewTones.map((value) => ({ value, label: t(`reviews.filter.${value}`) }))}
        value={tone}
        onChange={(value) => setTone(isOneOf(reviewTones, value) ? value : 'all')}
        fullWidth
        maw={480}
      />
      <PagedList
        query={reviews}
        skeleton={<ListSkeleton />}
        emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('reviews.empty'))}
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((review) => (
              <li key={review.seq}>
                <SellerReviewCard review={review} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}

/** Three card-sized placeholders while a list loads. */
export function ListSkeleton({ height = 120 }: { height?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={height} radius="md" />
      ))}
    </Stack>
  );
}
