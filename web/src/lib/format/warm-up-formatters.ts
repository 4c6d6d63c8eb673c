/**
 * Makes the Intl formatters a page's first render needs (Seoul's calendar day, won in the visitor's
 * language, a wire date) while the page's calls and chunk are still on their way. The first
 * formatter with a time zone loads ICU's zone data, about 12 ms on a desktop and four times that on
 * a phone, which otherwise lands inside the first render as part of one long task.
 */
import { formatMoney, toDateString } from '@market/domain';
import { formatWireDate } from './format-date';
import { currentLocale } from '@/lib/i18n/i18n';

export function warmUpFormatters(): void {
  const today = toDateString(new Date());
  const locale = currentLocale();
  formatMoney(0, 'KRW', locale);
  formatWireDate(today, locale);
}
