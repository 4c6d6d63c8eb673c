import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const CashOutForm = lazyPart(
  () =>
    import('../features/wallet/components/CashOutForm/CashOutForm').then(
      (module) => module.CashOutForm,
    ),
  { height: 480 },
);

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
