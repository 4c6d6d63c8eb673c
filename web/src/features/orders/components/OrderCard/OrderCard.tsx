import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import { orderPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { orderHeadline } from '@/features/orders/utils/order-title';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';

export interface OrderCardProps {
  order: Order;
}

/** One order in the list: what it bought, when, its total and state, linking to its page. */
export function OrderCard({ order }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const { title, moreCount } = orderHeadline(order);
  const name = title === null ? t('kind.EMONEY') : localized(title);

  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={orderPath(order.id)} fw={700} style={{ minWidth: 0 }}>
            {moreCount > 0 ? t('list.withMore', { name, count: moreCount }) : name}
          </Anchor>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`kind.${order.kind}`)} · {order.id} ·{' '}
          <time dateTime={order.createdAt.replace(' ', 'T')}>{formatDate(order.createdAt)}</time>
        </Text>
        <Text size="sm">
          {t('list.total')} <Price amountKrw={order.total} fw={700} />
        </Text>
      </Stack>
    </Paper>
  );
}
