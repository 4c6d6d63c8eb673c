import { BUSINESS_TIME_ZONE, parseDateString } from '@market/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';

/**
 * A formatter of business days (`yyyy-MM-dd`, Seoul) in the active language: `2026년 11월 1일`,
 * `Nov 1, 2026`, `1 nov 2026`. A value that is not a day is shown as it came.
 */
export function useFormatDay(): (day: string) => string {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: BUSINESS_TIME_ZONE,
      }),
    [locale],
  );
  return useCallback(
    (day: string) => {
      try {
        return format.format(parseDateString(day));
      } catch {
        return day;
      }
    },
    [format],
  );
}
