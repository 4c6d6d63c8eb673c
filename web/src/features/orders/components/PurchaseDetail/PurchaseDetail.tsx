import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PurchasedCodeDetail, PurchasedCouponDetail } from '@market/contract';
import { isClosedTrade } from '@market/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { orderPath, postPath, purchaseChatPath, storePath } from '@/lib/addresses';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import { SecretCode } from '../SecretCode/SecretCode';
import { lazyPart } from '@/lib/ui/lazy-part';

// Their forms and dialogs in chunks of their own, out of the page's first load (lib/ui/lazy-part.tsx).
const ReviewSection = lazyPart(
  () => import('../ReviewSection/ReviewSection').then((module) => module.ReviewSection),
  { height: 160 },
);
const RefundSection = lazyPart(
  () => import('../RefundSection/RefundSection').then((module) => module.RefundSection),
  { height: 60 },
);

/** A bought coupon (with its PIN) or digital code (with the code). */
export type SecretPurchase = PurchasedCouponDetail | PurchasedCodeDetail;

export interface PurchaseDetailProps {
  purchase: SecretPurchase;
}

const secretOf = (purchase: SecretPurchase): string | null =>
  'pin' in purchase ? purchase.pin : purchase.code;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" c="dimmed" size="sm">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}

/**
 * One bought coupon or code (/my/ecoupons/{orderSeq}, /my/digital-codes/{orderSeq}): the PIN or
 * code revealed and copied, its state, price, dates and expiry, the seller with a link to chat,
 * the buyer's review and the refund request.
 */
export function PurchaseDetail({ purchase }: PurchaseDetailProps) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const { post } = purchase;
  const time = (value: string) => (
    <time dateTime={value.replace(' ', 'T')}>{formatDate(value)}</time>
  );

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <OrderStatusBadge status={purchase.status} />
        <Anchor component={Link} href={postPath(post)} size="sm">
          {t('purchase.viewPost')}
        </Anchor>
      </Group>

      <SecretCode value={secretOf(purchase)} label={t(`purchase.secret.${post.type}`)} />

      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          <Field label={t('purchase.price')}>
            <Price amountKrw={purchase.price} fw={700} />
          </Field>
          <Field label={t('purchase.purchasedAt')}>{time(purchase.purchasedAt)}</Field>
          <Field label={t('purchase.expiresAt')}>{time(post.expiresAt)}</Field>
          {purchase.confirmAt ? (
            <Field
              label={
                purchase.status === 'CONFIRMED'
                  ? t('detail.confirmedAt')
                  : t('detail.autoConfirmAt')
              }
            >
              {time(purchase.confirmAt)}
            </Field>
          ) : null}
          <Field label={t('purchase.seller')}>
            <Anchor component={Link} href={storePath(post.seller.seq)}>
              {post.seller.nickname}
            </Anchor>
          </Field>
          <Field label={t('purchase.order')}>
            <Anchor component={Link} href={orderPath(purchase.orderId)}>
              {purchase.orderId}
            </Anchor>
          </Field>
        </SimpleGrid>
      </Paper>

      <Group>
        <Button component={Link} href={purchaseChatPath(post.type, purchase.seq)} variant="light">
          {t('purchase.chat')}
        </Button>
      </Group>

      <ReviewSection
        productId={purchase.seq}
        reviewed={purchase.reviewed}
        canReview={!isClosedTrade(purchase.status)}
      />
      <RefundSection
        productId={purchase.seq}
        refundStatus={purchase.refundStatus}
        rejectReason={purchase.refundRejectReason}
        canRequest={purchase.status === 'PAID' && purchase.refundStatus === null}
      />
    </Stack>
  );
}
