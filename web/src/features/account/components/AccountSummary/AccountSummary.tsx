import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AccountSummary as Summary } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadError } from '@/components/LoadError/LoadError';
import { Points } from '@/components/Points/Points';
import { Price } from '@/components/Price/Price';
import { useAccountSummary } from '@/features/account/api/use-account-summary';
import { useCredits } from '@/shared/balances/api/use-credits';
import { pathTo } from '@/lib/addresses';

/** Each count of the summary and the page that lists what it counts. */
const COUNTS: { key: keyof Summary; href: string }[] = [
  { key: 'orderCount', href: pathTo('/my/orders') },
  { key: 'subscribeCount', href: pathTo('/my/subscriptions') },
  { key: 'couponCount', href: pathTo('/my/ecoupons') },
  { key: 'codeCount', href: pathTo('/my/digital-codes') },
  { key: 'inquiryCount', href: pathTo('/my/contact') },
];

/**
 * The account summary (SPEC §3): e-money and points, and the counts of orders, subscriptions,
 * coupons, codes and inquiries, each linking to its list, marked stale by every change to them.
 */
export function AccountSummary() {
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
      />
    );
  }
  if (!credits.data || !summary.data) return <Skeleton height={120} />;

  return (
    <Stack gap="md" data-testid="account-summary">
      <Group gap="xl" wrap="wrap">
        <Text>
          {t('summary.emoney')}{' '}
          <Price amountKrw={credits.data.emoney} fw={700} data-testid="summary-emoney" />
        </Text>
        <Text>
          {t('summary.points')}{' '}
          <Points amount={credits.data.points} inherit fw={700} data-testid="summary-points" />
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
        {COUNTS.map(({ key, href }) => (
          <Anchor key={key} component={Link} href={href} size="sm" ta="center" c="inherit">
            <Text component="span" display="block" fw={700} size="lg">
              {summary.data[key].toLocaleString()}
            </Text>
            {t(`summary.${key}`)}
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
