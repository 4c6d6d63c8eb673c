import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartItem } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Price } from '@/components/Price/Price';
import { useFormatPrice } from '@/lib/format/currency';
import { useFormatPoints, type CheckoutCharge } from '@/features/checkout/hooks/use-checkout-form';
import type { Refusal } from '@/features/checkout/utils/refusal';
import { CheckoutRefusal } from '../CheckoutRefusal/CheckoutRefusal';
import classes from './CheckoutForm.module.css';

export interface CheckoutSummaryProps {
  items: CartItem[];
  charge: CheckoutCharge;
  refusal: Refusal | null;
  canPay: boolean;
  paying: boolean;
  onPay: () => void;
}

/** The totals (items, fee, total, paid in points and in e-money), the last refusal, and Pay. */
export function CheckoutSummary({
  items,
  charge,
  refusal,
  canPay,
  paying,
  onPay,
}: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  const formatPrice = useFormatPrice();
  const formatPoints = useFormatPoints();
  return (
    <Paper withBorder p="md" radius="md" className={classes.summary}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('summary.title')}
        </Title>
        <Row label={t('summary.items')} amount={charge.itemsTotal} />
        <Row label={t('summary.fee')} amount={charge.fee} />
        <Row label={t('summary.total')} amount={charge.total} strong testId="order-total" />
        <Group justify="space-between" wrap="nowrap">
          <Text>{t('summary.points')}</Text>
          <Text fw={500} data-testid="pay-points">
            {formatPoints(charge.points)}
          </Text>
        </Group>
        <Row label={t('summary.emoney')} amount={charge.fromEmoney} testId="pay-emoney" />
        {refusal && <CheckoutRefusal refusal={refusal} items={items} />}
        <Button
          size="md"
          fullWidth
          mt="xs"
          onClick={onPay}
          loading={paying}
          disabled={!canPay && !paying}
        >
          {t('pay', { amount: formatPrice(charge.total) })}
        </Button>
      </Stack>
    </Paper>
  );
}

function Row({
  label,
  amount,
  strong = false,
  testId,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Price
        amountKrw={amount}
        fw={strong ? 700 : 500}
        fz={strong ? 'lg' : undefined}
        data-testid={testId}
      />
    </Group>
  );
}
