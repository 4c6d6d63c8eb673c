import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Order, OrderItem } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Points } from '@/components/Points/Points';
import { Price } from '@/components/Price/Price';
import { RefundRejectReason } from '@/components/RefundRejectReason/RefundRejectReason';
import { useFormatDate } from '@/lib/format/format-date';
import { pendingTransferPath, purchasePath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useConfirmOrder } from '@/features/orders/api';
import { confirmDateOf } from '@/features/orders/utils/confirm-date';
import { OrderStatusBadge, RefundStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';

export interface OrderDetailProps {
  order: Order;
}

function WireTime({ value }: { value: string }) {
  const formatDate = useFormatDate();
  return <time dateTime={value.replace(' ', 'T')}>{formatDate(value)}</time>;
}

function ItemRow({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const localized = useLocalized();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} href={purchasePath(item.type, item.seq)} fw={700}>
            {localized(item.post.title)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`kind.${item.type}`)} · {item.post.seller.nickname}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Price amountKrw={item.price} fw={700} />
          <OrderStatusBadge status={item.status} />
          {item.refundRejectReason ? <RefundStatusBadge status="REJECTED" /> : null}
        </Stack>
      </Group>
      {item.refundRejectReason ? <RefundRejectReason reason={item.refundRejectReason} /> : null}
    </Paper>
  );
}

/**
 * One order (/my/orders/{orderId}): its items, what was paid with points and with e-money, its state,
 * the date it confirms itself (3 days after payment), and the buyer's confirmation of receipt.
 */
export function OrderDetail({ order }: OrderDetailProps) {
  const { t } = useTranslation('orders');
  const confirm = useConfirmOrder();
  const confirmDate = confirmDateOf(order);
  const canConfirm = order.paid && order.status === 'PAID';

  const onConfirm = () => confirm.mutate({ params: { orderId: order.id } });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <OrderStatusBadge status={order.status} />
        <Text c="dimmed" size="sm">
          {t(`kind.${order.kind}`)} · {order.id}
        </Text>
      </Group>

      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          <Text component="dt" c="dimmed" size="sm">
            {t('detail.orderedAt')}
          </Text>
          <Text component="dd" m={0}>
            <WireTime value={order.createdAt} />
          </Text>
          {order.paidAt ? (
            <>
              <Text component="dt" c="dimmed" size="sm">
                {t('detail.paidAt')}
              </Text>
              <Text component="dd" m={0}>
                <WireTime value={order.paidAt} />
              </Text>
            </>
          ) : null}
          {confirmDate ? (
            <>
              <Text component="dt" c="dimmed" size="sm">
                {order.status === 'CONFIRMED' ? t('detail.confirmedAt') : t('detail.autoConfirmAt')}
              </Text>
              <Text component="dd" m={0}>
                <WireTime value={confirmDate} />
              </Text>
            </>
          ) : null}
          <Text component="dt" c="dimmed" size="sm">
            {t('detail.paidWithPoints')}
          </Text>
          <Text component="dd" m={0}>
            <Points amount={order.paidWithPoints} inherit />
          </Text>
          <Text component="dt" c="dimmed" size="sm">
            {t('detail.paidWithEmoney')}
          </Text>
          <Text component="dd" m={0}>
            <Price amountKrw={order.paidWithEmoney} />
          </Text>
          <Text component="dt" c="dimmed" size="sm" fw={700}>
            {t('detail.total')}
          </Text>
          <Text component="dd" m={0} fw={700}>
            <Price amountKrw={order.total} />
          </Text>
        </SimpleGrid>
      </Paper>

      {order.status === 'AWAITING_TRANSFER' ? (
        <Button component={Link} href={pendingTransferPath(order.id)} variant="light">
          {t('detail.transfer')}
        </Button>
      ) : null}

      {order.items.length > 0 ? (
        <Stack component="section" gap="sm" aria-labelledby="order-items-heading">
          <Title order={2} size="h4" id="order-items-heading">
            {t('detail.items', { count: order.items.length })}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {order.items.map((item) => (
              <ItemRow key={item.seq} item={item} />
            ))}
          </Stack>
        </Stack>
      ) : null}

      {canConfirm ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('detail.confirmHint')}
          </Text>
          <Group>
            <Button onClick={onConfirm} loading={confirm.isPending}>
              {t('detail.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
