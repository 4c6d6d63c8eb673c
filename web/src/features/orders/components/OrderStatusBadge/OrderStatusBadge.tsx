import { Badge } from '@mantine/core';
import type { OrderStatus, RefundStatus } from '@market/domain';
import { useTranslation } from 'react-i18next';
import classes from './OrderStatusBadge.module.css';

// Filled in dark shades: white text on them reaches WCAG AA.
const orderColors: Record<OrderStatus, string> = {
  AWAITING_TRANSFER: 'violet.9',
  PAID: 'blue.8',
  CONFIRMED: 'teal.9',
  REFUND_REQUESTED: 'grape.9',
  REFUNDED: 'gray.7',
  CANCELLED: 'gray.7',
};

const refundColors: Record<RefundStatus, string> = {
  REQUESTED: 'grape.9',
  APPROVED: 'teal.9',
  REJECTED: 'red.9',
};

export interface OrderStatusBadgeProps {
  status: OrderStatus;
}

/** An order's or a purchase's state in words (SPEC §4). */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={orderColors[status]} variant="filled" className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export interface RefundStatusBadgeProps {
  status: RefundStatus;
}

/** A refund request's state: requested, approved or rejected. */
export function RefundStatusBadge({ status }: RefundStatusBadgeProps) {
  const { t } = useTranslation('orders');
  return (
    <Badge color={refundColors[status]} variant="filled" className={classes.badge}>
      {t(`refund.status.${status}`)}
    </Badge>
  );
}
