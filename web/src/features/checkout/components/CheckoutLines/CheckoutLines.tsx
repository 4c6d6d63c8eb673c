import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CartItem } from '@market/contract';
import type { Buyability } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { postPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import classes from './CheckoutLines.module.css';

export interface CheckoutLinesProps {
  lines: ReadonlyArray<{ item: CartItem; buyability: Buyability }>;
}

/** The lines being bought: each post (linked), its type, seller and price, and why not, if not. */
export function CheckoutLines({ lines }: CheckoutLinesProps) {
  const { t } = useTranslation(['checkout', 'cart']);
  const localized = useLocalized();
  return (
    <ul className={classes.list} aria-label={t('lines.label')}>
      {lines.map(({ item, buyability }) => (
        <li key={item.seq} className={classes.line}>
          <Stack gap={2} className={classes.body}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="default" size="sm" className={classes.type}>
                {t(`cart:type.${item.type}`)}
              </Badge>
              <Anchor
                component={Link}
                href={postPath(item.post)}
                fw={600}
                className={classes.title}
              >
                {localized(item.post.title)}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {t('cart:seller', { nickname: item.post.seller.nickname })}
            </Text>
            {!buyability.buyable && (
              <Text size="sm" c="red.8" fw={500}>
                {t(`cart:reason.${buyability.reason}`)}
              </Text>
            )}
          </Stack>
          <Price amountKrw={item.price} fw={700} className={classes.price} />
        </li>
      ))}
    </ul>
  );
}
