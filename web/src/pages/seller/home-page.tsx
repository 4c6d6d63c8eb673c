import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { SellerHome } from '@/features/seller-listings/components/SellerHome/SellerHome';

/** /seller: balances, counts by type and state, and what needs the seller's attention. */
export default function SellerHomePage() {
  const { t } = useTranslation('seller');
  return (
    <Stack gap="lg" p="md">
      <PageTitle>{t('nav.home')}</PageTitle>
      <SellerHome />
    </Stack>
  );
}
