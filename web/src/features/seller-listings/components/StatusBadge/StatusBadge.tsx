import { Badge } from '@mantine/core';
import { type ProductStatus, type SubscriptionStatus, postAvailability } from '@market/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/lib/ui/use-now';
import classes from './StatusBadge.module.css';

/** What a badge can say: a party's status, or a coupon's or code's availability. */
type BadgeState = SubscriptionStatus | ProductStatus | 'EXPIRED';

const colors = {
  SUB_ON_SALE: 'teal.9',
  COMPLETED: 'blue.8',
  EXTENDABLE: 'red.9',
  ENDED: 'gray.7',
  ON_SALE: 'teal.9',
  SOLD: 'gray.7',
  EXPIRED: 'gray.7',
} as const satisfies Record<BadgeState, string>;

const productState = { onSale: 'ON_SALE', soldOut: 'SOLD', expired: 'EXPIRED' } as const;

export interface StatusBadgeProps {
  /**
   * The post as the console shows it: a party with the status the server derived, or a coupon or
   * code whose state is domain's `postAvailability` (an unsold one past its last day is expired,
   * as on the public pages).
   */
  post:
    | { type: 'SUBSCRIPTION'; status: SubscriptionStatus }
    | { type: 'COUPON' | 'CODE'; status: ProductStatus; expiresAt: string };
}

/** A post's state (dark shades: white text keeps a 4.5:1 contrast) in the seller's words: recruiting, closed, expiring, ended, on sale, sold, expired. */
export function StatusBadge({ post }: StatusBadgeProps) {
  const { t } = useTranslation('sellerListings');
  const now = useNow();
  const state: BadgeState =
    post.type === 'SUBSCRIPTION'
      ? post.status
      : productState[postAvailability(post, now) as keyof typeof productState];
  return (
    <Badge color={colors[state]} className={classes.badge}>
      {t(`status.${state}`)}
    </Badge>
  );
}
