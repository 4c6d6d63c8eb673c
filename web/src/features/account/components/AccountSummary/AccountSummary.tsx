import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AccountSummary as Summary } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '../../../../components/LoadError';
import { Points } from '../../../../components/Points';
import { Price } from '../../../../components/Price';
import { useAccountSummary, useCredits } from '../../../../lib/use-balances';

/** Each count of the summary and the page that lists what it counts. */
const COUNTS: { key: keyof Summary; href: string }[] = [
  { key: 'orderCount', href: '/my/orders' },
  { key: 'subscribeCount', href: '/my/subscriptions' },
  { key: 'couponCount', href: '/my/ecoupons' },
  { key: 'codeCount', href: '/my/digital-codes' },
  { key: 'inquiryCount', href: '/my/contact' },
];

export interface AccountSummaryProps {
  /** Compact: the account menu's two lines of balances and a row of counts. Default false. */
  compact?: boolean;
}

/**
 * The account summary (SPEC §3): e-money and points, and the counts of orders, subscriptions,
 * coupons, codes and inquiries, each linking to its list, marked stale by every change to them.
 */
export function AccountSummary({ compact = false }: AccountSummaryProps) {
  const { t } = useTranslation('account');
  const credits = useCredits();
  const summary = useAccountSummary();
  if (credits.isError || summary.isError) {
    return (
      <LoadError
        onRetry={() => {
          void credits.refetch();
          void summary.refetch();
        }}
        toast={compact ? null : undefined}
      />
    );
  }
  if (!credits.data || !summary.data) return <Skeleton height={compact ? 64 : 120} />;

  return (
    <Stack gap={compact ? 4 : 'md'} data-testid="account-summary">
      <Group gap={compact ? 'sm' : 'xl'} wrap="wrap">
        <Text size={compact ? 'sm' : 'md'}>
          {t('summary.emoney')}{' '}
          <Price amountKrw={credits.data.emoney} fw={700} data-testid="summary-emoney" />
        </Text>
        <Text size={compact ? 'sm' : 'md'}>
          {t('summary.points')}{' '}
          <Points amount={credits.data.points} inherit fw={700} data-testid="summary-points" />
        </Text>
      </Group>
      <SimpleGrid cols={compact ? 5 : { base: 2, xs: 3, sm: 5 }} spacing={compact ? 4 : 'sm'}>
        {COUNTS.map(({ key, href }) => (
          <Anchor
            key={key}
            component={Link}
            href={href}
            size={compact ? 'xs' : 'sm'}
            ta="center"
            c="inherit"
          >
            <Text component="span" display="block" fw={700} size={compact ? 'sm' : 'lg'}>
              {summary.data[key].toLocaleString()}
            </Text>
            {t(`summary.${key}`)}
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
