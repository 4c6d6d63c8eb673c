import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { Post } from '@market/contract';
import { postBuyability } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { postPath } from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import classes from './SellerPostItem.module.css';

export interface SellerPostItemProps {
  post: Post;
  /** The moment sold-out and expiry are judged at. Default: when the item mounted. */
  now?: Date;
}

/**
 * A seller's post as one compact row: picture, type, title linking to the detail, price in the
 * chosen currency, and why it cannot be bought when it cannot.
 */
export function SellerPostItem({ post, now: nowProp }: SellerPostItemProps) {
  const { t } = useTranslation('stores');
  const localized = useLocalized();
  const mountedAt = useNow();
  const buyability = postBuyability(post, nowProp ?? mountedAt);
  const title = localized(post.title);

  return (
    <Paper component="article" withBorder radius="md" p="sm" className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image
          src={post.thumbnailUrl}
          alt=""
          w={64}
          h={64}
          radius="sm"
          fit="contain"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
          className={classes.thumbnail}
        />
        <Stack gap={4} miw={0} flex={1}>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t(`postType.${post.type}`)} · {localized(post.category1)}
            </Text>
            {buyability.buyable ? null : (
              <Badge size="xs" color="gray" variant="light">
                {t(`postState.${buyability.reason}`)}
              </Badge>
            )}
          </Group>
          <Anchor
            component={Link}
            href={postPath(post)}
            fw={600}
            c="dark"
            lineClamp={2}
            className={classes.title}
          >
            {title}
          </Anchor>
          <Price amountKrw={post.price} fw={700} />
        </Stack>
      </Group>
    </Paper>
  );
}
