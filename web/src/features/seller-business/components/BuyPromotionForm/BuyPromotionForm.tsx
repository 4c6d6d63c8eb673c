import { Alert, Button, Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import {
  isOneOf,
  PROMOTION_BULK_TIERS,
  PROMOTION_ITEM_UNIT_PRICE,
  PROMOTION_UNITS_MAX,
  promotionItemPrice,
  promotionUnitsField,
  type PromotionItem,
  promotionItems,
} from '@market/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '@/lib/format/currency';
import { translateValidationMessage } from '@/lib/forms/validation-messages';
import { useBuyPromotionItems } from '@/features/seller-business/api/use-promotion';
import { refusalOf } from '@/features/seller-business/utils/refusal';

/**
 * Buy PICK or UP units with e-money: the price, with domain's bulk discount, is shown before the
 * seller confirms; a shortfall of e-money says so.
 */
export function BuyPromotionForm() {
  const { t } = useTranslation('sellerBusiness');
  const formatPrice = useFormatPrice();
  const buy = useBuyPromotionItems();
  const [item, setItem] = useState<PromotionItem>('UP');
  // '' while the field is empty (Mantine's NumberInput gives a string then).
  const [field, setField] = useState<number | string>(10);
  const units = typeof field === 'number' ? field : 0;
  const valid = promotionUnitsField.safeParse(units).success;
  const price = valid ? promotionItemPrice(units) : null;
  const bought = buy.data?.body.response;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    buy.mutate({ body: { item, units } });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Radio.Group
          label={t('perks.item')}
          value={item}
          onChange={(value) => setItem(isOneOf(promotionItems, value) ? value : 'UP')}
        >
          <Group mt="xs">
            {promotionItems.map((value) => (
              <Radio key={value} value={value} label={t(`perks.items.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label={t('perks.units')}
          description={t('perks.unitPrice', { price: formatPrice(PROMOTION_ITEM_UNIT_PRICE) })}
          min={1}
          max={PROMOTION_UNITS_MAX}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          value={field}
          onChange={setField}
          error={valid ? undefined : translateValidationMessage(t, 'validation.units.invalid')}
        />
        <Text size="sm" c="dimmed">
          {t('perks.tiers', {
            tiers: PROMOTION_BULK_TIERS.map((tier) =>
              t('perks.tier', { units: tier.minUnits, percent: tier.discountPercent }),
            ).join(', '),
          })}
        </Text>
        {price ? (
          <Paper withBorder radius="md" p="sm" role="status" aria-live="polite">
            <Text size="sm">
              {t('perks.listPrice')}: {formatPrice(price.listPrice)}
            </Text>
            <Text size="sm">
              {t('perks.discount')}: −{formatPrice(price.discount)}
            </Text>
            <Text fw={700}>
              {t('perks.total')}: {formatPrice(price.total)}
            </Text>
          </Paper>
        ) : null}
        {buy.error ? (
          <Alert color="red.9" role="alert">
            {t(`refusal.${refusalOf(buy.error)}`)}
          </Alert>
        ) : null}
        {bought && !buy.isPending ? (
          <Alert color="teal" role="status">
            {t('perks.bought', {
              units: bought.units,
              item: t(`perks.items.${bought.item}`),
              total: formatPrice(bought.total),
              remaining: bought.remaining,
            })}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" disabled={!price} loading={buy.isPending}>
            {price ? t('perks.buyFor', { total: formatPrice(price.total) }) : t('perks.buy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
