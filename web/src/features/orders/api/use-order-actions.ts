import { i18next } from '@/lib/i18n/i18n';
import { tsr } from '@/lib/api-client';

/**
 * Confirm receipt of a paid order (POST /api/order/{orderId}/receipt). The member's orders,
 * purchases and balances refresh through app/stale-after-change.ts, as after every write.
 */
export function useConfirmOrder() {
  return tsr.orders.confirmOrder.useMutation({
    meta: {
      successToast: { text: () => i18next.t('orders:detail.confirmDone') },
      errorToast: 'generic',
    },
  });
}

/** Ask the seller to refund a purchased item (POST /api/order/{productId}/refund/request). */
export function useRequestRefund() {
  return tsr.orders.requestRefund.useMutation({
    meta: {
      successToast: { text: () => i18next.t('orders:refund.done') },
      errorToast: 'refundRequest',
    },
  });
}
