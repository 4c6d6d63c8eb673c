/**
 * Order timing rules (SPEC §4, §9): auto-confirmation, the window of related recent orders, and how
 * long records are kept after a member leaves.
 */
import {
  AUTO_CONFIRM_DAYS,
  ORDER_DATA_RETENTION_YEARS,
  PERSONAL_DATA_RETENTION_MONTHS,
  RELATED_RECENT_ORDERS_DAYS,
} from './constants';
import { shiftMoment } from './dates';

/** The moment a paid purchase confirms itself: 3 days after payment, same time of day. */
export function autoConfirmAt(paidAt: Date): Date {
  return shiftMoment(paidAt, { days: AUTO_CONFIRM_DAYS });
}

/** Whether a purchase paid at `paidAt` has confirmed itself by `now` (at the exact moment it has). */
export function isAutoConfirmed(paidAt: Date, now: Date): boolean {
  return now.getTime() >= autoConfirmAt(paidAt).getTime();
}

/**
 * The latest payment time whose purchase has confirmed itself by `now`: `isAutoConfirmed(paidAt, now)`
 * holds exactly when `paidAt <= autoConfirmedUpTo(now)`. A server testing thousands of purchases
 * against one moment shifts that moment once instead of every payment.
 */
export function autoConfirmedUpTo(now: Date): Date {
  return shiftMoment(now, { days: -AUTO_CONFIRM_DAYS });
}

/** The earliest order time that still counts as a related recent order. */
export function relatedOrdersSince(now: Date): Date {
  return shiftMoment(now, { days: -RELATED_RECENT_ORDERS_DAYS });
}

/** Whether an order placed at `orderedAt` is among the related recent orders at `now`. */
export function isRelatedRecentOrder(orderedAt: Date, now: Date): boolean {
  const time = orderedAt.getTime();
  return time >= relatedOrdersSince(now).getTime() && time <= now.getTime();
}

/** When records of a member who left at `leftAt` may be deleted. */
export function retentionEndsAt(leftAt: Date): { orderData: Date; personalData: Date } {
  return {
    orderData: shiftMoment(leftAt, { years: ORDER_DATA_RETENTION_YEARS }),
    personalData: shiftMoment(leftAt, { months: PERSONAL_DATA_RETENTION_MONTHS }),
  };
}
