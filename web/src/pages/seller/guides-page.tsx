import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerHelpList } from '@/features/seller-business/components/SellerHelpList/SellerHelpList';

/** /seller/guides: the guides for sellers, paged. */
export default function SellerGuidesPage() {
  const { t } = useTranslation(['sellerBusiness', 'common']);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.sellerGuides')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('help.guides.intro')}
          </Text>
        </div>
        <SellerHelpList kind="guides" />
      </Stack>
    </Container>
  );
}
