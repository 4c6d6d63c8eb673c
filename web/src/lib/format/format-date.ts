/**
 * Wire dates (`yyyy-MM-dd` and `yyyy-MM-dd HH:mm:ss`, Seoul wall-clock time) shown in the
 * visitor's language: `2026년 10월 1일`, `Oct 1, 2026`, `1 oct 2026`. Always formatted in the
 * business time zone, so a visitor abroad sees the same day the seller and the server see.
 */
import {
  BUSINESS_TIME_ZONE,
  isDateString,
  parseDateString,
  parseDateTimeString,
} from '@market/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';

/** The moment a wire date or date-time names, or null when it is neither. */
function parseWireDate(value: string): Date | null {
  try {
    return isDateString(value) ? parseDateString(value) : parseDateTimeString(value);
  } catch {
    return null;
  }
}

/** One formatter per language, made on first use (a list formats a date per row). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(language: string): Intl.DateTimeFormat {
  const locale = currentLocale(language);
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: BUSINESS_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** `value` as a calendar day in `language`; text that is not a wire date comes back unchanged. */
export function formatWireDate(value: string, language: string): string {
  const moment = parseWireDate(value);
  return moment ? dayFormat(language).format(moment) : value;
}

/** A formatter of wire dates in the active language (re-renders when the language changes). */
export function useFormatDate(): (value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value: string) => formatWireDate(value, language), [language]);
}
