import { EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError/LoadError';
import { useSellerStats } from '@/features/stores/api';
import { hasNoSales } from '@/features/stores/utils/stats-rows';
import { lazyPart } from '@/lib/ui/lazy-part';

// The table (Mantine's Table with its scroll area) in a chunk of its own, out of the page's first load (lib/ui/lazy-part.tsx).
const StatsTable = lazyPart(
  () => import('../StatsTable/StatsTable').then((module) => module.StatsTable),
  {
    height: 320,
  },
);

export interface StoreStatsProps {
  sellerSeq: number;
}

/** The statistics section of a store: the sales and refunds table, or why it is missing. */
export function StoreStats({ sellerSeq }: StoreStatsProps) {
  const { t } = useTranslation('stores');
  const stats = useSellerStats(sellerSeq);

  let content: ReactNode;
  if (stats.isPending) {
    content = (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={36} maw={720} />
        ))}
      </Stack>
    );
  } else if (stats.isError) {
    content = <LoadError onRetry={() => void stats.refetch()} />;
  } else if (hasNoSales(stats.data)) {
    content = <EmptyState py="xl" title={t('stats.empty')} />;
  } else {
    content = <StatsTable stats={stats.data} />;
  }

  return (
    <Stack component="section" gap="sm" aria-labelledby="store-stats-heading">
      <Title order={2} size="h3" id="store-stats-heading">
        {t('stats.heading')}
      </Title>
      {content}
    </Stack>
  );
}
