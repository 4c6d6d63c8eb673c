import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { Checkout } from '@/features/checkout/components/Checkout/Checkout';
import { useStringParam } from '@/lib/browser/search-params';

/**
 * /checkout?items=1,2 (SPEC §2; verified members, the route's guard sends the others through
 * identity verification): pay for the chosen cart lines with points and e-money.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('common');
  const items = useStringParam('items');
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.checkout')}</PageTitle>
        <Checkout items={items} />
      </Stack>
    </Container>
  );
}
