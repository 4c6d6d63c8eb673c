import { Avatar, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SellerProfile } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import classes from './SellerProfileHeader.module.css';

export interface SellerProfileHeaderProps {
  /** The seller; undefined while loading (a skeleton of the same size is shown). */
  seller: SellerProfile | undefined;
}

/**
 * The top of a store page: avatar, nickname (the page's h1), introduction, how long they have
 * sold, how many posts of each type and how many positive and negative reviews they have.
 */
export function SellerProfileHeader({ seller }: SellerProfileHeaderProps) {
  const { t } = useTranslation(['stores', 'common']);
  const formatDate = useFormatDate();

  if (!seller) {
    return (
      <Group gap="md" wrap="nowrap" aria-busy="true">
        <VisuallyHidden>{t('common:state.loading')}</VisuallyHidden>
        <Skeleton circle height={72} />
        <Stack gap="xs" flex={1}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Group>
    );
  }

  const facts = [
    t('profile.postCounts', {
      subscriptions: seller.subscriptionPostCount,
      coupons: seller.couponPostCount,
      codes: seller.codePostCount,
    }),
    t('profile.reviewCounts', {
      positive: seller.positiveReviewCount,
      negative: seller.negativeReviewCount,
    }),
    t('profile.since', { date: formatDate(seller.sellerSince) }),
  ];

  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar
        src={seller.profileImageUrl}
        alt=""
        size={72}
        radius="xl"
        color="blue"
        className={classes.avatar}
      >
        {seller.nickname.slice(0, 1)}
      </Avatar>
      <Stack gap={6} miw={0}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} className={classes.name}>
          {seller.nickname}
        </Title>
        <Text className={classes.intro}>{seller.intro?.trim() || t('profile.noIntro')}</Text>
        <Group component="ul" gap="md" className={classes.facts}>
          {facts.map((fact) => (
            <Text component="li" size="sm" c="dimmed" key={fact}>
              {fact}
            </Text>
          ))}
        </Group>
      </Stack>
    </Group>
  );
}
