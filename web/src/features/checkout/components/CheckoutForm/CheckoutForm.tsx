import { Alert, Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CartItem, Credits, Fee } from '@market/contract';
import { orderCharge, planPayment } from '@market/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Price } from '@/components/Price';
import { toApiError } from '@/lib/api-error';
import { useFormatPrice } from '@/lib/currency';
import { currentLocale } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { orderPath, pathTo, pendingTransferPath, verifyIdentityPathFor } from '@/lib/addresses';
import { useCurrentAddress } from '@/lib/search-params';
import { useNow } from '@/lib/use-now';
import { usePlaceOrder } from '@/features/checkout/api/use-place-order';
import { useAttemptKey } from '@/features/checkout/hooks/use-attempt-key';
import { checkoutLineBuyability } from '@/features/checkout/utils/line-buyability';
import { refusalOf, type Refusal } from '@/features/checkout/utils/refusal';
import { CheckoutLines } from '../CheckoutLines';
import { CheckoutRefusal } from '../CheckoutRefusal';
import classes from './CheckoutForm.module.css';

const PointsInput = lazyPart(() => import('./PointsInput').then((m) => m.PointsInput), {
  height: 80,
});

export interface CheckoutFormProps {
  /** The chosen cart lines that are still in the cart. */
  items: CartItem[];
  /** Chosen lines no longer in the cart (bought or removed elsewhere). */
  missingCount: number;
  credits: Credits;
  fee: Fee;
  /** Makes the Idempotency-Key of an attempt (tests pass a predictable one). */
  makeAttemptKey?: () => string;
  /**
   * Told whether the last payment's outcome is unknown (its answer was lost): the lines and the
   * balances are then held as they were, so that the same attempt can be sent again even though the
   * order may have emptied the cart meanwhile.
   */
  onOutcomeUnknown?: (unknown: boolean) => void;
}

const agreementNames = ['terms', 'personalInformation'] as const;
type Agreement = (typeof agreementNames)[number];
const agreementLinks: Record<Agreement, string> = {
  terms: pathTo('/terms/terms-of-use'),
  personalInformation: pathTo('/terms/privacy-policy'),
};

/**
 * The checkout (SPEC §2 /checkout, §7 POST /api/order): the chosen lines, the balances, points to use
 * and e-money for the rest (domain's planPayment), the order fee, the agreements, and Pay. A refusal
 * says which line and why, in the member's language, and that nothing was charged; short e-money
 * offers the top-up. One Idempotency-Key per attempt (decision 016): Pay again after a lost answer
 * cannot pay twice.
 */
export function CheckoutForm({
  items,
  missingCount,
  credits,
  fee,
  makeAttemptKey,
  onOutcomeUnknown,
}: CheckoutFormProps) {
  const { t } = useTranslation(['checkout', 'cart']);
  const formatPrice = useFormatPrice();
  const { i18n } = useTranslation();
  // Points are counted, not priced: 1 point pays 1 won whatever currency prices are shown in.
  const formatPoints = (amount: number) =>
    t('payment.points', {
      amount: new Intl.NumberFormat(currentLocale(i18n.language)).format(amount),
    });
  const now = useNow();
  const [, navigate] = useLocation();
  const address = useCurrentAddress();
  const placeOrder = usePlaceOrder();
  const attempt = useAttemptKey(makeAttemptKey);

  const [pointsToUse, setPointsToUse] = useState(0);
  const [agreed, setAgreed] = useState<Record<Agreement, boolean>>({
    terms: false,
    personalInformation: false,
  });
  const [showAgreementErrors, setShowAgreementErrors] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const lines = useMemo(
    () => items.map((item) => ({ item, buyability: checkoutLineBuyability(item, now) })),
    [items, now],
  );
  const itemsTotal = items.reduce((sum, item) => sum + item.price, 0);
  const { fee: feeAmount, total } = orderCharge(fee, itemsTotal);
  const maxPoints = Math.min(credits.points, total);
  const points = Math.min(pointsToUse, maxPoints);
  const plan = planPayment({
    total,
    pointsToUse: points,
    emoney: credits.emoney,
    points: credits.points,
  });
  const fromEmoney = total - points;
  const shortfall = Math.max(0, fromEmoney - credits.emoney);
  const allBuyable = lines.every((line) => line.buyability.buyable);
  const canPay = items.length > 0 && allBuyable && plan.ok && !placeOrder.isPending;

  const pay = () => {
    if (!agreementNames.every((name) => agreed[name])) {
      setShowAgreementErrors(true);
      return;
    }
    if (!canPay) return;
    const body = { carts: items.map((item) => item.seq), pointsToUse: points };
    setRefusal(null);
    placeOrder.mutate(
      { body, headers: { 'idempotency-key': attempt.keyFor(body) } },
      {
        onSuccess: ({ body: answer }) => {
          const order = answer.response;
          const awaitsTransfer = order.transfer !== null || order.status === 'AWAITING_TRANSFER';
          navigate(awaitsTransfer ? pendingTransferPath(order.id) : orderPath(order.id));
        },
        onError: (error) => {
          const next = refusalOf(toApiError(error));
          // A definite answer ends the attempt; an unknown outcome keeps its key for the retry.
          const unknown = next.kind === 'failed' && next.retrySafe;
          if (!unknown) attempt.endAttempt();
          onOutcomeUnknown?.(unknown);
          if (next.kind === 'unverified') {
            navigate(verifyIdentityPathFor(address));
            return;
          }
          setRefusal(next);
        },
      },
    );
  };

  return (
    <div className={classes.layout}>
      <Stack gap="lg">
        <section aria-labelledby="checkout-lines">
          <Title order={2} size="h4" id="checkout-lines" mb="xs">
            {t('lines.title', { count: items.length })}
          </Title>
          {missingCount > 0 && (
            <Alert color="yellow" variant="light" mb="sm">
              {t('lines.missing', { count: missingCount })}
            </Alert>
          )}
          <CheckoutLines lines={lines} />
          {!allBuyable && (
            <Text size="sm" mt="xs">
              {t('lines.notBuyable')}{' '}
              <Anchor component={Link} href={pathTo('/cart')}>
                {t('backToCart')}
              </Anchor>
            </Text>
          )}
        </section>

        <section aria-labelledby="checkout-payment">
          <Title order={2} size="h4" id="checkout-payment" mb="xs">
            {t('payment.title')}
          </Title>
          <Stack gap="sm">
            <Group gap="xl">
              <Balance
                label={t('payment.emoneyBalance')}
                amount={credits.emoney}
                testId="emoney-balance"
              />
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
                  onChange={setPointsToUse}
                  max={maxPoints}
                  disabled={maxPoints === 0}
                />
              </div>
              <Button
                variant="default"
                onClick={() => setPointsToUse(maxPoints)}
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

        <section aria-labelledby="checkout-agreements">
          <Title order={2} size="h4" id="checkout-agreements" mb="xs">
            {t('agreements.title')}
          </Title>
          <Stack gap="xs">
            {agreementNames.map((name) => (
              <Group key={name} gap="xs" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={t(`agreements.${name}`)}
                  checked={agreed[name]}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setAgreed((current) => ({ ...current, [name]: on }));
                  }}
                  error={
                    showAgreementErrors && !agreed[name] ? t('agreements.required') : undefined
                  }
                />
                <Anchor
                  component={Link}
                  href={agreementLinks[name]}
                  size="sm"
                  className={classes.read}
                >
                  {t(`agreements.${name}Link`)}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </section>
      </Stack>

      <Paper withBorder p="md" radius="md" className={classes.summary}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('summary.title')}
          </Title>
          <Row label={t('summary.items')} amount={itemsTotal} />
          <Row label={t('summary.fee')} amount={feeAmount} />
          <Row label={t('summary.total')} amount={total} strong testId="order-total" />
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('summary.points')}</Text>
            <Text fw={500} data-testid="pay-points">
              {formatPoints(points)}
            </Text>
          </Group>
          <Row label={t('summary.emoney')} amount={fromEmoney} testId="pay-emoney" />
          {refusal && <CheckoutRefusal refusal={refusal} items={items} />}
          <Button
            size="md"
            fullWidth
            mt="xs"
            onClick={pay}
            loading={placeOrder.isPending}
            disabled={!canPay && !placeOrder.isPending}
          >
            {t('pay', { amount: formatPrice(total) })}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}

function Balance({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Price amountKrw={amount} fw={700} data-testid={testId} />
    </Stack>
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
