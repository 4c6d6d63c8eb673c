import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Price } from '@/components/Price/Price';
import { useFormatDate } from '@/lib/format/format-date';
import {
  pathTo,
  postPath,
  sellerCreatePath,
  sellerPartyMembersPath,
  sellerPostBuyerPath,
  sellerPostEditPath,
  sellerPostPath,
} from '@/lib/addresses';
import { useLocalized } from '@/lib/i18n/use-localized';
import type { SellerPost } from '@/features/seller-listings/api';
import { Fact } from '../Fact/Fact';
import classes from './SellerPostDetail.module.css';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { lazyPart } from '@/lib/ui/lazy-part';

// A party's actions (their dialogs and forms) in a chunk of their own, out of the page's first load (lib/ui/lazy-part.tsx).
const PartyActions = lazyPart(
  () => import('../PartyActions/PartyActions').then((module) => module.PartyActions),
  { height: 120 },
);

export interface SellerPostDetailProps {
  post: SellerPost;
}

/** Whether the post may still be changed: not sold, not ended. */
export const isEditable = (post: SellerPost) =>
  post.type === 'SUBSCRIPTION' ? post.status !== 'ENDED' : post.status !== 'SOLD';

/**
 * One of the seller's posts as the seller sees it (secret parts included) with what can be done
 * with it: edit (not once sold or ended), copy into a new post, the party's members, renewal,
 * closing and ending, or the buyer of a sold coupon or code.
 */
export function SellerPostDetail({ post }: SellerPostDetailProps) {
  const { t } = useTranslation('sellerListings');
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const editable = isEditable(post);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed">
            {localized(post.category1)}
          </Text>
          <PageTitle size="h2">{localized(post.title)}</PageTitle>
        </Stack>
        <StatusBadge post={post} />
      </Group>

      <Group gap="sm" wrap="wrap">
        {editable ? (
          <Button component={Link} href={sellerPostEditPath(post.type, post.seq)}>
            {t('detail.edit')}
          </Button>
        ) : null}
        <Button component={Link} href={sellerCreatePath(post.type, post.seq)} variant="default">
          {t('detail.copy')}
        </Button>
        {post.type === 'SUBSCRIPTION' ? (
          <>
            <Button component={Link} href={sellerPartyMembersPath(post.seq)} variant="default">
              {t('detail.members')}
              {post.pendingMemberCount > 0 ? (
                <Badge ml={6} size="sm" color="red.8" circle>
                  {post.pendingMemberCount}
                </Badge>
              ) : null}
            </Button>
            {post.status === 'EXTENDABLE' && post.renewedPostSeq === null ? (
              <Button
                component={Link}
                href={pathTo('/seller/subscriptions/:postSeq/renew', { postSeq: post.seq })}
                variant="default"
              >
                {t('detail.renew')}
              </Button>
            ) : null}
          </>
        ) : post.status === 'SOLD' ? (
          <Button
            component={Link}
            href={sellerPostBuyerPath(post.type, post.seq)}
            variant="default"
          >
            {t('detail.buyer')}
          </Button>
        ) : null}
        {post.status !== 'ENDED' && post.status !== 'SOLD' ? (
          <Button component={Link} href={postPath(post)} variant="subtle">
            {t('detail.public')}
          </Button>
        ) : null}
      </Group>

      {!editable ? (
        <Alert color="gray" variant="light">
          {t(post.type === 'SUBSCRIPTION' ? 'detail.endedNotEditable' : 'detail.soldNotEditable')}
        </Alert>
      ) : null}

      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Fact label={t('form.price')}>
            <Price amountKrw={post.price} fw={600} />
            {post.type === 'SUBSCRIPTION' ? ` / ${t(`duration.${post.priceBaseDuration}`)}` : null}
          </Fact>
          {post.type === 'SUBSCRIPTION' ? (
            <>
              <Fact label={t('detail.period')}>
                {t('post.period', {
                  start: formatDate(post.subscriptionStartsAt),
                  end: formatDate(post.subscriptionEndsAt),
                })}
              </Fact>
              <Fact label={t('detail.memberCount')}>
                {t('post.members', { count: post.memberCount, limit: post.memberLimit })}
              </Fact>
              <Fact label={t('form.sharingType')}>{t(`sharing.${post.sharingType}`)}</Fact>
              <Fact label={t('form.productId')}>{post.productId}</Fact>
              <Fact label={t('form.accountInfo')}>{post.accountInfo}</Fact>
              {post.renewedPostSeq !== null ? (
                <Fact label={t('detail.renewedInto')}>
                  <Link href={sellerPostPath('SUBSCRIPTION', post.renewedPostSeq)}>
                    #{post.renewedPostSeq}
                  </Link>
                </Fact>
              ) : null}
            </>
          ) : (
            <>
              <Fact label={t('form.expiresAt')}>{formatDate(post.expiresAt)}</Fact>
              <Fact label={t(post.type === 'COUPON' ? 'form.pin' : 'form.code')}>{post.value}</Fact>
              {post.buyer ? <Fact label={t('buyer.buyer')}>{post.buyer.nickname}</Fact> : null}
            </>
          )}
        </SimpleGrid>
      </Card>

      {post.content ? <Text className={classes.content}>{post.content}</Text> : null}

      {post.type === 'SUBSCRIPTION' ? <PartyActions party={post} /> : null}
    </Stack>
  );
}
