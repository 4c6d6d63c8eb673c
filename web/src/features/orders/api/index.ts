export { orderKeys } from './order-keys';
export { ORDERS_PAGE_SIZE, useOrder, useOrders, type OrdersFilter } from './use-orders';
export {
  PURCHASES_PAGE_SIZE,
  usePurchase,
  usePurchases,
  type PurchasesFilter,
  type SecretPostType,
} from './use-purchases';
export { useReview, useWriteReview } from './use-review';
export { useConfirmOrder, useRequestRefund } from './use-order-actions';
