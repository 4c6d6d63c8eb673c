import {
  Alert,
  Anchor,
  Breadcrumbs,
  Divider,
  Grid,
  Group,
  Progress,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageTitle } from '@/components/PageTitle/PageTitle';
import { Price } from '@/components/Price/Price';
import type { PostDetail as PostDetailData } from '@/features/catalogue/api/use-post-detail';
import { pathTo, postListPath, postPath } from '@/lib/addresses';
import { postState, type PostState } from '@/features/catalogue/utils/post-state';
import { useFormatDate } from '@/lib/format/format-date';
import { useLocalized } from '@/lib/i18n/use-localized';
import { useNow } from '@/lib/ui/use-now';
import { AddToCartButton } from '../AddToCartButton/AddToCartButton';
import { PostStateBadges } from '../PostStateBadges/PostStateBadges';
import { PostThumbnail } from '../PostThumbnail/PostThumbnail';
import { SellerCard } from '../SellerCard/SellerCard';
import classes from './PostDetail.module.css';

export interface PostDetailProps {
  post: PostDetailData;
  /** The moment states (expired, expiring) are judged at. @default when the detail mounted */
  now?: Date;
}

function Facts({ post, state }: { post: PostDetailData; state: PostState }) {
  const { t } = useTranslation('catalogue');
  const localized = useLocalized();
  const formatDay = useFormatDate();
  const categories = [
    post.category1,
    post.type === 'SUBSCRIPTION' ? null : post.category2,
    post.type === 'SUBSCRIPTION' ? null : post.category3,
  ]
    .map((name) => localized(name))
    .filter(Boolean);

  return (
    <dl className={classes.facts}>
      <dt>{t('facts.category')}</dt>
      <dd>{categories.join(' › ')}</dd>
      {post.type === 'SUBSCRIPTION' ? (
        <>
          <dt>{t('facts.sharingType')}</dt>
          <dd>{t(`sharingType.${post.sharingType}`)}</dd>
          <dt>{t('facts.seats')}</dt>
          <dd>
            <Stack gap={4}>
              <Text span size="sm">
                {t('facts.seatsValue', { members: post.memberCount, limit: post.memberLimit })}
              </Text>
              <Progress
                value={Math.min(100, (post.memberCount / post.memberLimit) * 100)}
                size="sm"
                maw={200}
                aria-hidden
              />
            </Stack>
          </dd>
          <dt>{t('facts.period')}</dt>
          <dd>
            {t('facts.periodValue', {
              start: formatDay(post.subscriptionStartsAt),
              end: formatDay(post.subscriptionEndsAt),
            })}
            {state.expiringDaysLeft !== null && (
              <Text span c="red.9" fw={600} ml={6} size="sm">
                ({t('badge.expiring', { days: state.expiringDaysLeft })})
              </Text>
            )}
          </dd>
        </>
      ) : (
        <>
          <dt>{t('facts.faceValue')}</dt>
          <dd>
            <Price amountKrw={post.faceValue} />
          </dd>
          <dt>{t('facts.expiresAt')}</dt>
          <dd>{formatDay(post.expiresAt)}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * A post's detail: picture, title, state, price in the chosen currency, its facts (party seats
 * and dates with the expiring warning, or face value and expiry), add-to-cart, the seller's
 * description and the seller with a link to their store. The title is the page's h1.
 */
export function PostDetail({ post, now: nowProp }: PostDetailProps) {
  const { t } = useTranslation('catalogue');
  const localized = useLocalized();
  const mountedAt = useNow();
  const state = postState(post, nowProp ?? mountedAt);
  const title = localized(post.title);

  return (
    <Stack gap="xl">
      <Breadcrumbs component="nav" aria-label={t('detail.breadcrumb')} separatorMargin={6} fz="sm">
        <Anchor component={Link} href={pathTo('/')} size="sm">
          {t('detail.home')}
        </Anchor>
        <Anchor component={Link} href={postListPath(post.type)} size="sm">
          {t(`postType.${post.type}`)}
        </Anchor>
        <Text span size="sm" c="dimmed">
          {localized(post.category1)}
        </Text>
      </Breadcrumbs>

      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <div className={classes.thumbnail}>
            <PostThumbnail
              src={post.thumbnailUrl}
              postType={post.type}
              muted={!state.buyable}
              iconSize={72}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="md">
            <PostStateBadges state={state} picked={post.picked} showAvailable size="md" />
            <PageTitle order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {title}
            </PageTitle>
            <Group gap="sm" align="baseline">
              {state.discountPercent !== null && (
                <Text span c="red.9" fw={700} size="xl">
                  {t('price.discount', { percent: state.discountPercent })}
                </Text>
              )}
              <VisuallyHidden>{t('price.price')}</VisuallyHidden>
              <Price amountKrw={post.price} fw={800} fz={28} />
              {post.type !== 'SUBSCRIPTION' && state.discountPercent !== null && (
                <Text span c="dimmed">
                  <VisuallyHidden>{t('price.faceValue')} </VisuallyHidden>
                  <Price amountKrw={post.faceValue} className={classes.faceValue} />
                </Text>
              )}
            </Group>
            <Divider />
            <Facts post={post} state={state} />
            {post.type === 'SUBSCRIPTION' && post.renewedPostSeq !== null && (
              <Alert color="brand" variant="light" title={t('detail.renewed')}>
                <Anchor
                  component={Link}
                  href={postPath({ type: 'SUBSCRIPTION', seq: post.renewedPostSeq })}
                  size="sm"
                >
                  {t('detail.renewedLink')}
                </Anchor>
              </Alert>
            )}
            <AddToCartButton post={post} state={state} />
          </Stack>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="post-content-title">
        <Title order={2} size="h4" id="post-content-title" mb="sm">
          {t('detail.content')}
        </Title>
        <Text className={classes.content}>{post.content}</Text>
      </section>

      <section aria-labelledby="post-seller-title">
        <Title order={2} size="h4" id="post-seller-title" mb="sm">
          {t('detail.seller')}
        </Title>
        <SellerCard seller={post.seller} />
      </section>
    </Stack>
  );
}
