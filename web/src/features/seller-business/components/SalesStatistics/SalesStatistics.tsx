import { SimpleGrid, Skeleton, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SellerSalesStatistics } from '@market/contract';
import type { PostType } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { Price } from '@/components/Price/Price';
import { useSellerStatistics } from '@/features/seller-business/api/use-seller-statistics';
import { useSellerCredits } from '@/shared/balances/api/use-seller-credits';

type Count = keyof Omit<SellerSalesStatistics, 'seq'>;

const rows: { type: PostType; sales: Count; refunds: Count }[] = [
  { type: 'SUBSCRIPTION', sales: 'subscriptionSalesCount', refunds: 'subscriptionRefundCount' },
  { type: 'COUPON', sales: 'couponSalesCount', refunds: 'couponRefundCount' },
  { type: 'CODE', sales: 'codeSalesCount', refunds: 'codeRefundCount' },
];

/** Sales and refunds per post type, the money totals and the seller's balance. */
export function SalesStatistics() {
  const { t } = useTranslation('sellerBusiness');
  const statistics = useSellerStatistics();
  const credits = useSellerCredits();
  if (statistics.isError) return <LoadError onRetry={() => void statistics.refetch()} />;
  const stats = statistics.data;
  if (!stats) return <Skeleton height={240} radius="md" aria-busy="true" />;

  const totals = [
    { label: t('statistics.salesTotal'), amount: stats.salesTotal },
    { label: t('statistics.refundTotal'), amount: stats.refundTotal },
    { label: t('statistics.payoutTotal'), amount: stats.payoutTotal },
    { label: t('statistics.pendingPayoutTotal'), amount: stats.pendingPayoutTotal },
    ...(credits.data ? [{ label: t('statistics.emoney'), amount: credits.data.emoney }] : []),
  ];

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder>
          <Table.Caption>{t('statistics.countsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statistics.type')}</Table.Th>
              <Table.Th scope="col">{t('statistics.sales')}</Table.Th>
              <Table.Th scope="col">{t('statistics.refunds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Th scope="row">{t(`postType.${row.type}`)}</Table.Th>
                <Table.Td>{stats[row.sales]}</Table.Td>
                <Table.Td>{stats[row.refunds]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h4">
        {t('statistics.totals')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl">
        {totals.map((total) => (
          <Paper key={total.label} withBorder radius="md" p="sm">
            <Text component="dt" size="sm" c="dimmed">
              {total.label}
            </Text>
            <Text component="dd" fw={700} size="lg" m={0}>
              <Price amountKrw={total.amount} />
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
