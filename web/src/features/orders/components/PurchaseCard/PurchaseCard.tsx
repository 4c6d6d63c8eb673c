import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { PurchasedCode, PurchasedCoupon } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { purchasePath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { OrderStatusBadge, RefundStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';

export interface PurchaseCardProps {
  purchase: PurchasedCoupon | PurchasedCode;
}

/** One bought coupon or code in a list: its title, seller, price, dates and state. */
export function PurchaseCard({ purchase }: PurchaseCardProps) {
  const { t } = useTranslation('orders');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const { post } = purchase;

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            href={purchasePath(post.type, purchase.seq)}
            fw={700}
            style={{ minWidth: 0 }}
          >
            {localized(post.title)}
          </Anchor>
          {/* Whole states, one under the other, beside a title that wraps. */}
          <Stack gap={4} align="flex-end" flex="none">
            <OrderStatusBadge status={purchase.status} />
            {purchase.refundStatus ? <RefundStatusBadge status={purchase.refundStatus} /> : null}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {post.seller.nickname} · {t('purchase.purchasedAt')}{' '}
          <time dateTime={purchase.purchasedAt.replace(' ', 'T')}>
            {formatDate(purchase.purchasedAt)}
          </time>{' '}
          · {t('purchase.expiresAt')}{' '}
          <time dateTime={post.expiresAt}>{formatDate(post.expiresAt)}</time>
        </Text>
        <Price amountKrw={purchase.price} fw={700} size="sm" />
      </Stack>
    </Paper>
  );
}
