import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList/PagedList';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { usePageParam } from '@/lib/browser/search-params';
import { useLocalized } from '@/lib/i18n/use-localized';
import { usePayouts } from '@/features/seller-business/api/use-seller-statistics';
import { ListSkeleton } from '../SellerReviewList/SellerReviewList';

/** The seller's payouts, newest first, paged: what for (decoded), amounts, state. */
export function PayoutList() {
  const { t } = useTranslation('sellerBusiness');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const page = usePageParam();
  const payouts = usePayouts({ page });
  return (
    <PagedList
      query={payouts}
      skeleton={<ListSkeleton height={48} />}
      scrollTargetId="payouts-heading"
      emptyTitle={({ totalCount }) => (totalCount > 0 ? t('pageEmpty') : t('payouts.empty'))}
      renderList={(items, listProps) => (
        <Table.ScrollContainer
          minWidth={560}
          // Narrower than the table, the box scrolls: keyboard users reach it (WCAG 2.1.1).
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('payouts.heading') },
          }}
        >
          <Table striped withTableBorder aria-busy={listProps['aria-busy']}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('payouts.name')}</Table.Th>
                <Table.Th scope="col">{t('payouts.date')}</Table.Th>
                <Table.Th scope="col">{t('payouts.amount')}</Table.Th>
                <Table.Th scope="col">{t('payouts.fee')}</Table.Th>
                <Table.Th scope="col">{t('payouts.net')}</Table.Th>
                <Table.Th scope="col">{t('payouts.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((payout) => (
                <Table.Tr key={payout.seq}>
                  <Table.Td>{localized(payout.name)}</Table.Td>
                  <Table.Td>{formatDate(payout.completedAt ?? payout.createdAt)}</Table.Td>
                  <Table.Td>
                    <Price amountKrw={payout.amount} />
                  </Table.Td>
                  <Table.Td>
                    <Price amountKrw={payout.fee} />
                  </Table.Td>
                  <Table.Td>
                    <Price amountKrw={payout.netAmount} />
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="filled"
                      color={payout.status === 'COMPLETE' ? 'teal.9' : 'gray.7'}
                    >
                      {t(`payouts.state.${payout.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    />
  );
}
