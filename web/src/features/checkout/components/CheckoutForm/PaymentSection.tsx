import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Credits } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { pathTo } from '@/lib/addresses';
import { lazyPart } from '@/lib/ui/lazy-part';
import { useFormatPoints, type CheckoutCharge } from '@/features/checkout/hooks/use-checkout-form';
import classes from './CheckoutForm.module.css';

const PointsInput = lazyPart(() => import('./PointsInput').then((m) => m.PointsInput), {
  height: 80,
});

export interface PaymentSectionProps {
  credits: Credits;
  charge: CheckoutCharge;
  onPointsChange: (points: number) => void;
}

/** The balances, the points to use (all of them in one click) and, when e-money is short, the top-up. */
export function PaymentSection({ credits, charge, onPointsChange }: PaymentSectionProps) {
  const { t } = useTranslation('checkout');
  const formatPoints = useFormatPoints();
  const { points, maxPoints, shortfall } = charge;
  return (
    <section aria-labelledby="checkout-payment">
      <Title order={2} size="h4" id="checkout-payment" mb="xs">
        {t('payment.title')}
      </Title>
      <Stack gap="sm">
        <Group gap="xl">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('payment.emoneyBalance')}
            </Text>
            <Price amountKrw={credits.emoney} fw={700} data-testid="emoney-balance" />
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('payment.pointsBalance')}
            </Text>
            <Text fw={700} data-testid="points-balance">
              {formatPoints(credits.points)}
            </Text>
          </Stack>
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <div className={classes.points}>
            <PointsInput
              label={t('payment.pointsToUse')}
              description={t('payment.pointsHint', { max: formatPoints(maxPoints) })}
              value={points}
              onChange={onPointsChange}
              max={maxPoints}
              disabled={maxPoints === 0}
            />
          </div>
          <Button
            variant="default"
            onClick={() => onPointsChange(maxPoints)}
            disabled={maxPoints === 0}
          >
            {t('payment.useAllPoints')}
          </Button>
        </Group>
        {shortfall > 0 && (
          <Alert color="orange" variant="light" title={t('payment.shortTitle')}>
            <Text size="sm">
              {t('payment.short')} <Price amountKrw={shortfall} fw={700} />
            </Text>
            <Anchor component={Link} href={pathTo('/buy-emoney')} fw={600} size="sm">
              {t('payment.topUp')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </section>
  );
}
