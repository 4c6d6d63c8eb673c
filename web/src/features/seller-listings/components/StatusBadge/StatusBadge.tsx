import { Badge } from '@mantine/core';
import type { ProductStatus, SubscriptionStatus } from '@market/domain';
import { useTranslation } from 'react-i18next';
import classes from './StatusBadge.module.css';

const colors = {
  SUB_ON_SALE: 'teal.9',
  COMPLETED: 'blue.8',
  EXTENDABLE: 'red.9',
  ENDED: 'gray.7',
  ON_SALE: 'teal.9',
  SOLD: 'gray.7',
} as const satisfies Record<SubscriptionStatus | ProductStatus, string>;

export interface StatusBadgeProps {
  status: SubscriptionStatus | ProductStatus;
}

/** A post's state (dark shades: white text keeps a 4.5:1 contrast) in the seller's words: recruiting, closed, expiring, ended, on sale, sold. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useTranslation('sellerListings');
  return (
    <Badge color={colors[status]} className={classes.badge}>
      {t(`status.${status}`)}
    </Badge>
  );
}
