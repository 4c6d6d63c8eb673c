import { Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageTitle';
import { Balances } from '../features/wallet/components/Balances';
import { TopUpForm } from '../features/wallet/components/TopUpForm';

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
