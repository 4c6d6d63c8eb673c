import { SegmentedControl, Stack } from '@mantine/core';
import { commentPostTypeFilters } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { useEnumParam, usePageParam, useUpdateSearchParams } from '@/lib/browser/search-params';
import { useSellerCommentList } from '@/features/seller-business/api/use-seller-comments';
import { SellerCommentCard } from '../SellerCommentCard/SellerCommentCard';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';

/** Comments under the seller's posts, of every type or one (`?postType=`), paged. */
export function SellerCommentList() {
  const { t } = useTranslation('sellerBusiness');
  const page = usePageParam();
  const postType = useEnumParam('postType', commentPostTypeFilters, 'all');
  const update = useUpdateSearchParams();
  const comments = useSellerCommentList({ postType, page });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('comments.filterLabel')}
        data={commentPostTypeFilters.map((value) => ({
          value,
          label: t(`comments.filter.${value}`),
        }))}
        value={postType}
        onChange={(value) => update({ postType: value === 'all' ? null : value, page: null })}
        fullWidth
        maw={640}
      />
      <PagedList
        query={comments}
        skeleton={<ListSkeleton />}
        emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('comments.empty'))}
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((comment) => (
              <li key={comment.seq}>
                <SellerCommentCard comment={comment} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
