import { Anchor, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { CartItem } from '@market/contract';
import type { Buyability } from '@market/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { postPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './CartLine.module.css';

export interface CartLineProps {
  item: CartItem;
  buyability: Buyability;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
  /** A removal of this line is under way. */
  removing: boolean;
}

/**
 * One line of the cart: its post (linked), type, seller and price, a checkbox to choose it, and why
 * it cannot be bought when it cannot (then the checkbox is disabled and says so).
 */
export function CartLine({
  item,
  buyability,
  selected,
  onSelectedChange,
  onRemove,
  removing,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const localized = useLocalized();
  const title = localized(item.post.title);
  const reasonId = useId();
  const reason = buyability.buyable ? null : t(`reason.${buyability.reason}`);

  return (
    <li className={classes.line} data-buyable={buyability.buyable}>
      <Checkbox
        checked={buyability.buyable && selected}
        disabled={!buyability.buyable}
        onChange={(event) => onSelectedChange(event.currentTarget.checked)}
        aria-label={t('selectLine', { title })}
        aria-describedby={reason ? reasonId : undefined}
        mt={4}
      />
      <Stack gap={4} className={classes.body}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge variant="default" size="sm" className={classes.type}>
            {t(`type.${item.type}`)}
          </Badge>
          <Anchor component={Link} href={postPath(item.post)} fw={600} className={classes.title}>
            {title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('seller', { nickname: item.post.seller.nickname })}
        </Text>
        {reason && (
          <Text id={reasonId} size="sm" c="red.8" fw={500}>
            {reason}
          </Text>
        )}
      </Stack>
      <Stack gap={4} align="flex-end" className={classes.side}>
        <Price
          amountKrw={item.price}
          fw={700}
          td={buyability.buyable ? undefined : 'line-through'}
        />
        <Button
          variant="default"
          size="compact-sm"
          onClick={onRemove}
          loading={removing}
          aria-label={t('removeLine', { title })}
        >
          {t('remove')}
        </Button>
      </Stack>
    </li>
  );
}
