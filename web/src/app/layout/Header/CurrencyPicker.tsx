import { NativeSelect } from '@mantine/core';
import { currencies, isOneOf } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/lib/format/currency';

/** KRW / USD; changes every <Price /> on the page and is remembered. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('currency.label')}
      value={currency}
      data={currencies.map((value) => ({ value, label: t(`currency.${value}`) }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isOneOf(currencies, value)) setCurrency(value);
      }}
    />
  );
}
