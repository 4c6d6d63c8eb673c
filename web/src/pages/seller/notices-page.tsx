import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerHelpList } from '@/features/seller-business/components/SellerHelpList/SellerHelpList';

/** /seller/notices: the notices for sellers, paged. */
export default function SellerNoticesPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerNotices')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('help.notices.intro')}
          </Text>
        </div>
        <SellerHelpList kind="notices" />
      </Stack>
    </Container>
  );
}
