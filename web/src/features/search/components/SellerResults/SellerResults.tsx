import {
  Alert,
  Avatar,
  Button,
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
import classes from './SellerResults.module.css';

export interface SellerResultsProps {
  /** Matching sellers; undefined while they load. */
  sellers: SellerProfile[] | undefined;
  /** Loading failed. @default false */
  error?: boolean;
  onRetry?: () => void;
  /** Shown when no seller matches. */
  emptyText: string;
  /** A newer page is loading while these stay shown. @default false */
  busy?: boolean;
}

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
            <Link href={`/stores/${seller.seq}`} className={classes.link}>
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

/** Sellers matching a search, each linking to their store, with loading, empty and error states. */
export function SellerResults({
  sellers,
  error = false,
  onRetry,
  emptyText,
  busy = false,
}: SellerResultsProps) {
  const { t } = useTranslation('search');
  if (error) {
    return (
      <Alert color="red" variant="light" title={t('error')} role="alert">
        {onRetry && (
          <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (sellers === undefined) {
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
  if (sellers.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={cols} component="ul" className={classes.list} aria-busy={busy}>
      {sellers.map((seller) => (
        <li key={seller.seq}>
          <SellerResultCard seller={seller} />
        </li>
      ))}
    </SimpleGrid>
  );
}
