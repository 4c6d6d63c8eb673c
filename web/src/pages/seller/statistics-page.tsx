import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { Title } from '@mantine/core';
import { PayoutList } from '../../features/seller-business/components/PayoutList';
import { SalesStatistics } from '../../features/seller-business/components/SalesStatistics';

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
