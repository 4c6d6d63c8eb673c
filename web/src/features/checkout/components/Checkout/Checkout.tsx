import { Anchor, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { CartItem, Credits } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { useCartLines } from '@/shared/cart-lines/api/use-cart-lines';
import { useCredits } from '@/shared/balances/api/use-credits';
import { useOrderFee } from '@/features/checkout/api/use-checkout-data';
import { parseItemsParam } from '@/lib/addresses';
import { CheckoutForm } from '../CheckoutForm/CheckoutForm';
import { pathTo } from '@/lib/addresses';

export interface CheckoutProps {
  /** The `items` search value: the chosen cart line seqs, comma-separated. */
  items: string;
  /** Makes the Idempotency-Key of an attempt (tests pass a predictable one). */
  makeAttemptKey?: () => string;
}

/**
 * /checkout's content: the chosen lines of the cart with the balances and the order fee, loaded
 * together; their loading, error (with retry and the §8 toast) and empty states.
 */
export function Checkout({ items, makeAttemptKey }: CheckoutProps) {
  const { t } = useTranslation('checkout');
  const chosen = parseItemsParam(items);
  const cart = useCartLines();
  const credits = useCredits();
  const fee = useOrderFee();
  const queries = [cart, credits, fee];
  // What was on screen when a payment's answer was lost: kept for its retry (see CheckoutForm).
  const [held, setHeld] = useState<{ lines: CartItem[]; credits: Credits } | null>(null);

  if (!held && queries.some((query) => query.isError)) {
    return (
      <LoadError
        onRetry={() => queries.filter((query) => query.isError).forEach((q) => void q.refetch())}
      />
    );
  }
  if (!held && (!cart.data || !credits.data || !fee.data)) {
    return (
      <Stack gap="sm" aria-hidden>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }

  const lines = held?.lines ?? (cart.data ?? []).filter((item) => chosen.includes(item.seq));
  const balances = held?.credits ?? credits.data;
  if (lines.length === 0 || !balances || !fee.data) {
    return (
      <EmptyState py="xl" title={t('empty.title')}>
        <EmptyState.Actions>
          <Anchor component={Link} href={pathTo('/cart')}>
            {t('backToCart')}
          </Anchor>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <CheckoutForm
      items={lines}
      missingCount={chosen.length - lines.length}
      credits={balances}
      fee={fee.data}
      makeAttemptKey={makeAttemptKey}
      onOutcomeUnknown={(unknown) => setHeld(unknown ? { lines, credits: balances } : null)}
    />
  );
}
