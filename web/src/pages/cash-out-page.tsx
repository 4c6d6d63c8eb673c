import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { CashOutForm } from '../features/wallet/components/CashOutForm';

/** /cash-out: withdraw e-money to a bank account or PayPal, less the fee, once a day. */
export default function CashOutPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <PageTitle>{t('routes.cashOut')}</PageTitle>
        <CashOutForm />
      </Stack>
    </Container>
  );
}
