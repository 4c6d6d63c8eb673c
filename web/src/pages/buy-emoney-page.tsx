import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle/PageTitle';
import { Balances } from '../features/wallet/components/Balances/Balances';
import { lazyPart } from '@/lib/ui/lazy-part';

// In a chunk of its own with the form library, out of the page's first load (lib/ui/lazy-part.tsx).
const TopUpForm = lazyPart(
  () =>
    import('../features/wallet/components/TopUpForm/TopUpForm').then((module) => module.TopUpForm),
  { height: 420 },
);

/** /buy-emoney: the balances, then an amount to top up by bank transfer. */
export default function BuyEmoneyPage() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('common:routes.buyEmoney')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('topUp.intro')}
          </Text>
        </div>
        <Balances />
        <TopUpForm />
      </Stack>
    </Container>
  );
}
