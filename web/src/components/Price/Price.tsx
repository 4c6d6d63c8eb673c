import { Text, type TextProps } from '@mantine/core';
import { useFormatPrice } from '@/lib/format/currency';

export interface PriceProps extends TextProps {
  /** The amount in whole Korean won, as every price arrives from the API. */
  amountKrw: number;
}

/**
 * A price in the visitor's currency and language (`12,900원`, `$9.92`, `9,92 US$`). Changing the
 * currency picker changes every Price on the page. Renders inline (a span) by default.
 */
export function Price({ amountKrw, ...textProps }: PriceProps) {
  const format = useFormatPrice();
  return (
    <Text component="span" inherit {...textProps}>
      {format(amountKrw)}
    </Text>
  );
}
