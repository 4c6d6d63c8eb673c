import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import type { SecretPostType } from '@/features/orders/api';
import { PurchaseList } from '@/features/orders/components/PurchaseList/PurchaseList';

export interface PurchasesPageProps {
  postType: SecretPostType;
}

/** /my/ecoupons and /my/digital-codes: what the member bought, searchable (`?keyword=`), paged. */
export default function PurchasesPage({ postType }: PurchasesPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>
          {postType === 'COUPON' ? t('routes.myEcoupons') : t('routes.myDigitalCodes')}
        </PageTitle>
        <PurchaseList postType={postType} />
      </Stack>
    </Container>
  );
}
