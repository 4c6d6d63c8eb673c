/**
 * Business days (SPEC §9: a withdrawal is paid out "up to 3 business days" later). A business day is
 * a Monday to Friday in Seoul; public holidays are not modelled, so a deadline may fall on one.
 */
import { WITHDRAWAL_PAYOUT_BUSINESS_DAYS } from './constants';
import { type BusinessDay, addDays, toDateString } from './dates';

const SATURDAY = 6;
const SUNDAY = 0;

/** The Seoul calendar day of a moment, or the day itself. */
const dayOf = (day: BusinessDay) => (typeof day === 'string' ? day : toDateString(day));

/** Whether a day is a business day: Monday to Friday. */
export function isBusinessDay(day: BusinessDay): boolean {
  // addDays validates the string and gives back yyyy-MM-dd; its weekday needs no time zone.
  const weekday = new Date(`${addDays(dayOf(day), 0)}T00:00:00Z`).getUTCDay();
  return weekday !== SATURDAY && weekday !== SUNDAY;
}

/**
 * The `count`-th business day after `day` (`yyyy-MM-dd`); the day itself never counts, so a request
 * made on Friday with count 1 lands on Monday. A count of 0 gives the day itself.
 */
export function addBusinessDays(day: BusinessDay, count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`Business days must be a whole number from 0: ${count}`);
  }
  let current = addDays(dayOf(day), 0);
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** The last day a withdrawal requested at `requestedAt` may take to reach the member. */
export function withdrawalPayoutDeadline(requestedAt: Date): string {
  return addBusinessDays(requestedAt, WITHDRAWAL_PAYOUT_BUSINESS_DAYS);
}
