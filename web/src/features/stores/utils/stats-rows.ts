import type { SellerStats } from '@market/contract';
import type { PostType } from '@market/domain';

export interface StatsRow {
  type: PostType | 'total';
  sales: number;
  refunds: number;
}

/** A seller's sales and refunds by post type (GET /api/common/seller/{seq}/stats). */
export function rowsOf(stats: SellerStats): StatsRow[] {
  return [
    {
      type: 'SUBSCRIPTION',
      sales: stats.subscriptionSalesCount,
      refunds: stats.subscriptionRefundCount,
    },
    { type: 'COUPON', sales: stats.couponSalesCount, refunds: stats.couponRefundCount },
    { type: 'CODE', sales: stats.codeSalesCount, refunds: stats.codeRefundCount },
  ];
}

/** Whether the seller has neither sold nor refunded anything yet. */
export function hasNoSales(stats: SellerStats): boolean {
  return rowsOf(stats).every((row) => row.sales === 0 && row.refunds === 0);
}
