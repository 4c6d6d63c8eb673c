import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * The points to use, in hundreds up to `max`: Mantine's NumberInput (9.6 kB gzip with the number
 * formatting it brings) in a chunk of its own, which CheckoutForm loads as a lazy part so that the
 * checkout page's first load stays within the budget (decision 043).
 */
export function PointsInput({
  max,
  onChange,
  ...props
}: Pick<NumberInputProps, 'label' | 'description' | 'value' | 'disabled'> & {
  max: number;
  onChange: (points: number) => void;
}) {
  return (
    <NumberInput
      {...props}
      onChange={(value) => onChange(typeof value === 'number' ? value : 0)}
      min={0}
      max={max}
      step={100}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
    />
  );
}
