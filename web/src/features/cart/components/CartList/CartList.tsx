import { Anchor, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { CartItem } from '@market/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList } from '@/components/PagedList/PagedList';
import { Price } from '@/components/Price/Price';
import { useCartLines } from '@/shared/cart-lines/api/use-cart-lines';
import { cartLineBuyability } from '@/shared/cart-lines/utils/cart-line-buyability';
import { pathTo, checkoutPath } from '@/lib/addresses';
import { useNow } from '@/lib/ui/use-now';
import { useRemoveCartItems } from '@/features/cart/api/use-remove-cart-items';
import { CartLine } from '../CartLine/CartLine';
import classes from './CartList.module.css';

const skeleton = (
  <Stack gap="sm" aria-hidden>
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} height={72} radius="sm" />
    ))}
  </Stack>
);

/**
 * The cart (SPEC §2 /cart, §4): every line with whether it can be bought, chosen by checkboxes
 * (every buyable line at first; lines that cannot be bought cannot be chosen), removed one by one or
 * the chosen ones together, the total of the chosen lines and the way on to their checkout.
 */
export function CartList() {
  const { t } = useTranslation('cart');
  const query = useCartLines();
  return (
    <PagedList
      query={query}
      skeleton={skeleton}
      emptyTitle={() => t('empty.title')}
      emptyAction={
        <Anchor component={Link} href={pathTo('/digital-codes')}>
          {t('empty.browse')}
        </Anchor>
      }
      renderList={(items) => <CartLines items={items} />}
    />
  );
}

function CartLines({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('cart');
  const now = useNow();
  const remove = useRemoveCartItems();
  // Lines the member unticked; every other buyable line is chosen (new lines arrive chosen).
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [removingSeqs, setRemovingSeqs] = useState<readonly number[]>([]);

  const lines = useMemo(
    () => items.map((item) => ({ item, buyability: cartLineBuyability(item, now) })),
    [items, now],
  );
  const buyable = lines.filter((line) => line.buyability.buyable);
  const chosen = buyable.filter((line) => !unticked.has(line.item.seq));
  const total = chosen.reduce((sum, line) => sum + line.item.price, 0);
  const allChosen = buyable.length > 0 && chosen.length === buyable.length;

  const setChosen = (seq: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(seq);
      else next.add(seq);
      return next;
    });
  const chooseAll = (on: boolean) =>
    setUnticked(on ? new Set() : new Set(buyable.map((line) => line.item.seq)));

  const removeLines = (seqList: number[]) => {
    setRemovingSeqs(seqList);
    remove.mutate({ body: { seqList } }, { onSettled: () => setRemovingSeqs([]) });
  };
  const chosenSeqs = chosen.map((line) => line.item.seq);

  return (
    <div className={classes.layout}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label={t('selectAll', { selected: chosen.length, total: buyable.length })}
            checked={allChosen}
            indeterminate={chosen.length > 0 && !allChosen}
            disabled={buyable.length === 0}
            onChange={(event) => chooseAll(event.currentTarget.checked)}
          />
          <Button
            variant="default"
            size="compact-sm"
            disabled={chosen.length === 0 || remove.isPending}
            onClick={() => removeLines(chosenSeqs)}
          >
            {t('removeSelected')}
          </Button>
        </Group>
        <ul className={classes.list} aria-label={t('listLabel')}>
          {lines.map(({ item, buyability }) => (
            <CartLine
              key={item.seq}
              item={item}
              buyability={buyability}
              selected={!unticked.has(item.seq)}
              onSelectedChange={(on) => setChosen(item.seq, on)}
              onRemove={() => removeLines([item.seq])}
              removing={remove.isPending && removingSeqs.includes(item.seq)}
            />
          ))}
        </ul>
      </Stack>
      <Paper withBorder p="md" radius="md" className={classes.summary}>
        <Stack gap="sm">
          <Text fw={700} component="h2" fz="lg">
            {t('summary.title')}
          </Text>
          <Group justify="space-between">
            <Text>{t('summary.chosen', { count: chosen.length })}</Text>
            <Price amountKrw={total} fw={700} fz="lg" data-testid="cart-total" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('summary.feeNote')}
          </Text>
          {chosen.length > 0 ? (
            <Button component={Link} href={checkoutPath(chosenSeqs)} size="md" fullWidth>
              {t('summary.checkout', { count: chosen.length })}
            </Button>
          ) : (
            <Button size="md" fullWidth disabled>
              {t('summary.checkout', { count: 0 })}
            </Button>
          )}
        </Stack>
      </Paper>
    </div>
  );
}
