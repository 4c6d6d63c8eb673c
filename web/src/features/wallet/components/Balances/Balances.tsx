import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { Price } from '@/components/Price/Price';
import { useCredits } from '@/shared/balances/api/use-credits';
import { Points } from '@/components/Points/Points';

/** The member's e-money and points balances, two cards side by side (stacked on a phone). */
export function Balances() {
  const { t } = useTranslation('wallet');
  const credits = useCredits();
  if (credits.isError) return <LoadError onRetry={() => void credits.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed">
          {t('balances.emoney')}
        </Text>
        {credits.data ? (
          <Text size="xl" fw={700} data-testid="emoney-balance">
            <Price amountKrw={credits.data.emoney} />
          </Text>
        ) : (
          <Skeleton height={28} width={120} mt={4} />
        )}
      </Card>
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed">
          {t('balances.points')}
        </Text>
        {credits.data ? (
          <Text size="xl" fw={700} data-testid="points-balance">
            <Points amount={credits.data.points} inherit />
          </Text>
        ) : (
          <Skeleton height={28} width={120} mt={4} />
        )}
      </Card>
    </SimpleGrid>
  );
}
