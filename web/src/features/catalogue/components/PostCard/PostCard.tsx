import { Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Post } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { postPath } from '@/lib/addresses';
import { postState } from '@/features/catalogue/utils/post-state';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import { PostStateBadges } from '../PostStateBadges/PostStateBadges';
import { PostThumbnail } from '../PostThumbnail/PostThumbnail';
import classes from './PostCard.module.css';

export interface PostCardProps {
  post: Post;
  /** Heading level of the title, under the section's heading. @default 3 */
  headingOrder?: 2 | 3 | 4;
  /** The moment states (expired, expiring) are judged at. @default when the card mounted */
  now?: Date;
}

/** The category path shown above the title: "카페 › 스타벅스". */
function useCategoryPath(post: Post): string {
  const localized = useLocalized();
  const names = post.type === 'SUBSCRIPTION' ? [post.category1] : [post.category1, post.category2];
  return names
    .map((name) => localized(name))
    .filter(Boolean)
    .join(' › ');
}

/**
 * A post in a list: picture, category, title in the visitor's language, price in their currency,
 * seller, and what stands out about it (picked, sold out, expired, party seats and dates, discount).
 * The whole card links to the detail.
 */
export function PostCard({ post, headingOrder = 3, now: nowProp }: PostCardProps) {
  const { t } = useTranslation('catalogue');
  const localized = useLocalized();
  const formatDay = useFormatDate();
  const mountedAt = useNow();
  const state = postState(post, nowProp ?? mountedAt);
  const categoryPath = useCategoryPath(post);
  const muted = !state.buyable;

  return (
    <Card component="article" withBorder padding="sm" className={classes.card}>
      <Card.Section>
        <PostThumbnail src={post.thumbnailUrl} postType={post.type} muted={muted}>
          <div className={classes.badges}>
            <PostStateBadges state={state} picked={post.picked} size="sm" />
          </div>
        </PostThumbnail>
      </Card.Section>

      <Stack gap={6} mt="sm">
        <Text size="xs" c="dimmed" lineClamp={1}>
          {categoryPath}
        </Text>
        <Title order={headingOrder} className={classes.title} lineClamp={2}>
          <Link href={postPath(post)} className={classes.link}>
            {localized(post.title)}
          </Link>
        </Title>

        <dl className={classes.facts}>
          {post.type === 'SUBSCRIPTION' ? (
            <>
              <Text component="dt" size="xs">
                {t('facts.seats')}
              </Text>
              <Text component="dd" size="xs">
                {t('facts.seatsValue', { members: post.memberCount, limit: post.memberLimit })}
              </Text>
              <Text component="dt" size="xs">
                {t('facts.period')}
              </Text>
              <Text component="dd" size="xs">
                {t('facts.periodValue', {
                  start: formatDay(post.subscriptionStartsAt),
                  end: formatDay(post.subscriptionEndsAt),
                })}
              </Text>
            </>
          ) : (
            <>
              <Text component="dt" size="xs">
                {t('facts.expiresAt')}
              </Text>
              <Text component="dd" size="xs">
                {formatDay(post.expiresAt)}
              </Text>
            </>
          )}
          <Text component="dt" size="xs">
            {t('facts.seller')}
          </Text>
          <Text component="dd" size="xs" lineClamp={1}>
            {post.seller.nickname}
          </Text>
        </dl>

        <Group gap={6} align="baseline" wrap="wrap">
          {state.discountPercent !== null && (
            <Text span c="red.9" fw={700} size="sm">
              {t('price.discount', { percent: state.discountPercent })}
            </Text>
          )}
          <Price amountKrw={post.price} fw={700} size="lg" />
          {post.type !== 'SUBSCRIPTION' && state.discountPercent !== null && (
            <Text span size="xs" c="dimmed">
              <VisuallyHidden>{t('price.faceValue')} </VisuallyHidden>
              <Price amountKrw={post.faceValue} className={classes.faceValue} />
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The card's shape while posts load. */
export function PostCardSkeleton() {
  return (
    <Card withBorder padding="sm" className={classes.card} aria-hidden>
      <Card.Section>
        <Skeleton radius={0} h={0} pb="75%" />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton height={10} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={10} width="60%" />
        <Skeleton height={18} width="45%" mt={4} />
      </Stack>
    </Card>
  );
}
