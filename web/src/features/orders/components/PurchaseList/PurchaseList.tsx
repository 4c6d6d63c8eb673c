import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeywordSearchForm } from '@/components/KeywordSearchForm/KeywordSearchForm';
import { PagedList } from '@/components/PagedList/PagedList';
import { useKeywordParam, usePageParam, useUpdateSearchParams } from '@/lib/browser/search-params';
import { usePurchases, type SecretPostType } from '@/features/orders/api';
import { PurchaseCard } from '../PurchaseCard/PurchaseCard';

export interface PurchaseListProps {
  postType: SecretPostType;
}

/**
 * The coupons or codes the member bought (/my/ecoupons, /my/digital-codes): a keyword search and
 * one page of purchases, newest first, both following the address (`?keyword=`, `?page=`).
 */
export function PurchaseList({ postType }: PurchaseListProps) {
  const { t } = useTranslation('orders');
  const page = usePageParam();
  const keyword = useKeywordParam();
  const updateParams = useUpdateSearchParams();
  const purchases = usePurchases(postType, { page, keyword });

  return (
    <Stack gap="md">
      <KeywordSearchForm
        keyword={keyword}
        onSearch={(next) => updateParams({ keyword: next, page: null })}
        label={t(`purchases.search.${postType}`)}
      />
      <PagedList
        query={purchases}
        skeleton={
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={96} radius="md" />
            ))}
          </Stack>
        }
        emptyTitle={({ totalCount }) =>
          totalCount > 0
            ? t('list.pageEmpty')
            : keyword
              ? t('purchases.noMatch', { keyword })
              : t(`purchases.empty.${postType}`)
        }
        renderList={(items, listProps) => (
          <Stack component="ul" gap="sm" {...listProps}>
            {items.map((purchase) => (
              <li key={purchase.seq}>
                <PurchaseCard purchase={purchase} />
              </li>
            ))}
          </Stack>
        )}
      />
    </Stack>
  );
}
