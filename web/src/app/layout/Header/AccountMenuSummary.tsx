import { Box, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Points } from '@/components/Points/Points';
import { Price } from '@/components/Price/Price';
import { useAccountSummary } from '@/features/account/api/use-account-summary';
import { useCredits } from '@/shared/balances/api/use-credits';

/**
 * The account menu's summary: e-money and points, and the order and inquiry counts (SPEC §3),
 * marked stale after every payment, top-up or withdrawal (app/stale-after-change.ts).
 */
export function AccountMenuSummary() {
  const { t } = useTranslation('layout');
  const credits = useCredits();
  const summary = useAccountSummary();
  if (credits.isError || summary.isError) return null;
  return (
    <Box px="sm" pb="xs" data-testid="account-menu-summary">
      {credits.data && summary.data ? (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('account.emoney')}</Text>
            <Price amountKrw={credits.data.emoney} size="sm" fw={700} />
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('account.points')}</Text>
            <Points amount={credits.data.points} size="sm" fw={700} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('account.counts', {
              orders: summary.data.orderCount,
              subscriptions: summary.data.subscribeCount,
              coupons: summary.data.couponCount,
              codes: summary.data.codeCount,
              inquiries: summary.data.inquiryCount,
            })}
          </Text>
        </>
      ) : (
        <Skeleton height={56} />
      )}
    </Box>
  );
}
