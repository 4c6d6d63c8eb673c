import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { Title } from '@mantine/core';
import { lazyPart } from '@/lib/ui/lazy-part';

// The statistics' tables and the payouts' list in chunks of their own, out of the page's first
// load (lib/ui/lazy-part.tsx): Mantine's table brings its scroll area, about 18 kB.
const SalesStatistics = lazyPart(
  () =>
    import('@/features/seller-business/components/SalesStatistics/SalesStatistics').then(
      (module) => module.SalesStatistics,
    ),
  { height: 480 },
);
const PayoutList = lazyPart(
  () =>
    import('@/features/seller-business/components/PayoutList/PayoutList').then(
      (module) => module.PayoutList,
    ),
  { height: 400 },
);

/** /seller/statistics: sales and refunds per type, totals, and the payouts, paged. */
export default function SellerStatisticsPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerStatistics')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('statistics.intro')}
          </Text>
        </div>
        <SalesStatistics />
        <Stack component="section" gap="sm" aria-labelledby="payouts-heading">
          <Title order={2} size="h3" id="payouts-heading">
            {t('payouts.heading')}
          </Title>
          <PayoutList />
        </Stack>
      </Stack>
    </Container>
  );
}
