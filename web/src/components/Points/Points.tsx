import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountSign } from '@/lib/format/amount-sign';
import { currentLocale } from '@/lib/i18n/i18n';

export interface PointsProps extends TextProps {
  amount: number;
  /** Show the sign of a movement, as e-money's history does (history lines). Default false. */
  signed?: boolean;
  'data-testid'?: string;
}

/**
 * An amount of points (inline): a number in the user's language with the points unit, never a
 * currency.
 */
export function Points({ amount, signed = false, ...textProps }: PointsProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(currentLocale(i18n.language)).format;
  const formatted = signed ? `${amountSign(amount)}${format(Math.abs(amount))}` : format(amount);
  return (
    <Text component="span" {...textProps}>
      {t('units.points', { amount: formatted })}
    </Text>
  );
}
