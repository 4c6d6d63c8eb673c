import {
  Avatar,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { SellerProfile } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PagedListListProps } from '@/components/PagedList/PagedList';
import { storePath } from '@/lib/addresses';
import classes from './SellerResults.module.css';

function SellerResultCard({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation('search');
  return (
    <Card withBorder padding="md" className={classes.card} component="article">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={seller.profileImageUrl} alt="" radius="xl" size="lg" color="brand">
          {seller.nickname.slice(0, 1)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={2} size="h5">
            <Link href={storePath(seller.seq)} className={classes.link}>
              {seller.nickname}
            </Link>
          </Title>
          {seller.intro && (
            <Text size="sm" lineClamp={2}>
              {seller.intro}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('seller.posts', {
              subscriptions: seller.subscriptionPostCount,
              coupons: seller.couponPostCount,
              codes: seller.codePostCount,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('seller.reviews', {
              positive: seller.positiveReviewCount,
              negative: seller.negativeReviewCount,
            })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

const cols = { base: 1, sm: 2, md: 3 };

export interface SellerResultsProps {
  /** Matching sellers. */
  sellers: SellerProfile[];
  /** What PagedList hands its list (marked busy while the next page loads). Default none. */
  listProps?: PagedListListProps;
}

/** Sellers matching a search, each linking to their store; the list states are PagedList's. */
export function SellerResults({ sellers, listProps }: SellerResultsProps) {
  return (
    <SimpleGrid cols={cols} component="ul" {...listProps} className={classes.list}>
      {sellers.map((seller) => (
        <li key={seller.seq}>
          <SellerResultCard seller={seller} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The results' shape while they load, announced as loading. */
export function SellerResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
      <SimpleGrid cols={cols} aria-hidden>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}
