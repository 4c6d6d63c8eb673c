import { decodeLocalizedText } from '@market/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n';

/** Decodes the wire's JSON-encoded multilingual text (titles, category names) in the active language. */
export function useLocalized(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const locale = currentLocale(i18n.language);
  return useCallback((value) => decodeLocalizedText(value, locale), [locale]);
}
