export {
  OrderStatusBadge,
  RefundStatusBadge,
  type OrderStatusBadgeProps,
  type RefundStatusBadgeProps,
} from './OrderStatusBadge';
