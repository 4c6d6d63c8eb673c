import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { CartItem, Credits, Fee } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo } from '@/lib/addresses';
import { useCheckoutForm } from '@/features/checkout/hooks/use-checkout-form';
import { CheckoutLines } from '../CheckoutLines/CheckoutLines';
import { AgreementsSection } from './AgreementsSection';
import { CheckoutSummary } from './CheckoutSummary';
import classes from './CheckoutForm.module.css';
import { PaymentSection } from './PaymentSection';

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

/**
 * The checkout (SPEC §2 /checkout, §7 POST /api/order): the chosen lines, the balances, points to use
 * and e-money for the rest (domain's planPayment), the order fee, the agreements, and Pay. A refusal
 * says which line and why, in the member's language, and that nothing was charged; short e-money
 * offers the top-up. One Idempotency-Key per attempt (decision 016): Pay again after a lost answer
 * cannot pay twice.
 */
export function CheckoutForm({ items, missingCount, credits, ...input }: CheckoutFormProps) {
  const { t } = useTranslation(['checkout', 'cart']);
  const form = useCheckoutForm({ items, credits, ...input });

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
          <CheckoutLines lines={form.lines} />
          {!form.allBuyable && (
            <Text size="sm" mt="xs">
              {t('lines.notBuyable')}{' '}
              <Anchor component={Link} href={pathTo('/cart')}>
                {t('backToCart')}
              </Anchor>
            </Text>
          )}
        </section>
        <PaymentSection
          credits={credits}
          charge={form.charge}
          onPointsChange={form.setPointsToUse}
        />
        <AgreementsSection
          agreed={form.agreements.agreed}
          onAgree={form.agreements.agree}
          showErrors={form.agreements.showErrors}
        />
      </Stack>
      <CheckoutSummary
        items={items}
        charge={form.charge}
        refusal={form.refusal}
        canPay={form.canPay}
        paying={form.paying}
        onPay={form.pay}
      />
    </div>
  );
}
