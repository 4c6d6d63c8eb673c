import type { CartItem, Credits, Fee } from '@market/contract';
import { orderCharge, planPayment } from '@market/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { orderPath, pendingTransferPath, verifyIdentityPathFor } from '@/lib/addresses';
import { toApiError } from '@/lib/api/api-error';
import { currentLocale } from '@/lib/i18n/i18n';
import { useCurrentAddress } from '@/lib/browser/search-params';
import { useNow } from '@/lib/ui/use-now';
import { usePlaceOrder } from '@/features/checkout/api/use-place-order';
import { checkoutLineBuyability } from '@/features/checkout/utils/line-buyability';
import { refusalOf, type Refusal } from '@/features/checkout/utils/refusal';
import { useAttemptKey } from './use-attempt-key';

export const agreementNames = ['terms', 'personalInformation'] as const;
export type Agreement = (typeof agreementNames)[number];

export interface CheckoutFormInput {
  items: CartItem[];
  credits: Credits;
  fee: Fee;
  makeAttemptKey?: () => string;
  onOutcomeUnknown?: (unknown: boolean) => void;
}

/** Points are counted, not priced: 1 point pays 1 won whatever currency prices are shown in. */
export function useFormatPoints() {
  const { t, i18n } = useTranslation('checkout');
  return (amount: number) =>
    t('payment.points', {
      amount: new Intl.NumberFormat(currentLocale(i18n.language)).format(amount),
    });
}

/**
 * The checkout's state and its one action: the points to use and the agreements, the charge that
 * follows (domain's orderCharge and planPayment), and `pay` with one Idempotency-Key per attempt
 * (decision 016), which goes to the order, to its pending transfer, to identity verification, or
 * keeps the refusal to show.
 */
export function useCheckoutForm({
  items,
  credits,
  fee,
  makeAttemptKey,
  onOutcomeUnknown,
}: CheckoutFormInput) {
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

  const agree = (name: Agreement, on: boolean) =>
    setAgreed((current) => ({ ...current, [name]: on }));

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

  return {
    lines,
    allBuyable,
    charge: { itemsTotal, fee: feeAmount, total, points, fromEmoney, shortfall, maxPoints },
    setPointsToUse,
    agreements: { agreed, agree, showErrors: showAgreementErrors },
    refusal,
    canPay,
    paying: placeOrder.isPending,
    pay,
  };
}

export type CheckoutCharge = ReturnType<typeof useCheckoutForm>['charge'];
