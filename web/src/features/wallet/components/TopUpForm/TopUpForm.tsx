import { Button, Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { TopUpBody } from '@market/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFormatPrice } from '@/lib/format/currency';
import { pendingTransferPath } from '@/lib/addresses';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTopUp } from '@/features/wallet/api/use-top-up';

/** Amounts offered with one tap, in won; any other whole amount can be typed. */
export const TOP_UP_PRESETS = [10_000, 30_000, 50_000, 100_000] as const;

/**
 * /buy-emoney's form: choose or type an amount in won, order the top-up, and go to the page that
 * shows where to transfer the money (and waits for it).
 */
export function TopUpForm() {
  const { t } = useTranslation('wallet');
  const formatPrice = useFormatPrice();
  const [, navigate] = useLocation();
  const topUp = useTopUp();
  const form = useZodForm(TopUpBody, { defaultValues: { amount: undefined } });
  const amount = form.watch('amount');

  const onSubmit = form.handleSubmit((body) =>
    topUp.mutate(
      { body },
      {
        onSuccess: (result) => navigate(pendingTransferPath(result.body.response.orderId)),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <Chip.Group
          value={amount ? String(amount) : ''}
          onChange={(value) =>
            form.setValue('amount', Number(value), { shouldValidate: true, shouldDirty: true })
          }
        >
          <Group gap="xs" role="group" aria-label={t('topUp.presets')}>
            {TOP_UP_PRESETS.map((preset) => (
              <Chip key={preset} value={String(preset)}>
                {formatPrice(preset)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label={t('topUp.amount')}
              description={t('topUp.amountHint')}
              suffix={t('topUp.wonSuffix')}
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              min={1}
              hideControls
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={form.errorOf('amount')}
            />
          )}
        />
        {typeof amount === 'number' && amount > 0 && (
          <Text size="sm">{t('topUp.summary', { amount: formatPrice(amount) })}</Text>
        )}
        <Group>
          <Button type="submit" loading={topUp.isPending}>
            {t('topUp.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
