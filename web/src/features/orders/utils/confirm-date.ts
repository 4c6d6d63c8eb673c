import type { Order } from '@market/contract';
import { autoConfirmAt, parseDateTimeString, toDateTimeString } from '@market/domain';

/**
 * When a paid order confirms itself (SPEC §4, §9: 3 days after payment): the server's `confirmAt`
 * when it gave one, otherwise worked out from the payment time by domain's rule; null when unpaid.
 */
export function confirmDateOf(order: Pick<Order, 'confirmAt' | 'paidAt'>): string | null {
  if (order.confirmAt) return order.confirmAt;
  if (!order.paidAt) return null;
  return toDateTimeString(autoConfirmAt(parseDateTimeString(order.paidAt)));
}
