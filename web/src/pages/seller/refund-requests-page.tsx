import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { RefundRequestList } from '@/features/seller-business/components/RefundRequestList/RefundRequestList';

/** /seller/refund-requests: refund requests to approve or reject. */
export default function SellerRefundRequestsPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerRefunds')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('refunds.intro')}
          </Text>
        </div>
        <RefundRequestList />
      </Stack>
    </Container>
  );
}
