import { NativeSelect } from '@mantine/core';
import { isOneOf, locales } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '@/lib/i18n/i18n';

/** ko / en / es, each named in its own language; the choice is remembered and sets <html lang>. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('language.label')}
      value={currentLocale(i18n.language)}
      data={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isOneOf(locales, value)) void changeLocale(value);
      }}
    />
  );
}
