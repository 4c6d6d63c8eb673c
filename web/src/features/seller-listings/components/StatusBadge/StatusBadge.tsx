import { Badge } from '@mantine/core';
import type { ProductStatus, SubscriptionStatus } from '@market/domain';
import { useTranslation } from 'react-i18next';

const colors = {
  SUB_ON_SALE: 'teal',
  COMPLETED: 'blue',
  EXTENDABLE: 'orange',
  ENDED: 'gray',
  ON_SALE: 'teal',
  SOLD: 'gray',
} as const satisfies Record<SubscriptionStatus | ProductStatus, string>;

export interface StatusBadgeProps {
  status: SubscriptionStatus | ProductStatus;
}

/** A post's state in the seller's words: recruiting, closed, expiring, ended, on sale, sold. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('sellerListings');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
