/**
 * The seller's figures, all computed from the orders, refunds, payouts and ledger of the world:
 * sales and refunds per post type (the public statistics of SPEC §3), the money totals only the
 * seller sees, the proceeds still waiting for their purchases to confirm, and the console's counts.
 * Each reads the seller's own records through the indexes (indexes.ts), never the whole world.
 */
import type { SellerCredits, SellerSalesStatistics, SellerStats } from '@market/contract';
import { type PostType, isOpenTrade, saleSettlement } from '@market/domain';
import type { World } from '@market/world';
import {
  codesOfSeller,
  couponsOfSeller,
  ordersOfSeller,
  partiesOfSeller,
  payoutsOfSeller,
  refundsOfSeller,
  reviewsOfSeller,
} from '../indexes';
import { balances } from '../ledger';
import { TradeIndex } from '../orders/item-status';

/** What the seller console's header counts: live posts per type and what waits for the seller. */
export interface SellerConsoleCounts {
  subscriptionPostCount: number;
  couponPostCount: number;
  codePostCount: number;
  unansweredReviewCount: number;
  pendingRefundCount: number;
}

/** How many of the seller's posts (`posts`: their posts of one type) are not deleted. */
const countLive = (posts: ReadonlyArray<{ deletedAt: number | null }>) =>
  posts.reduce((n, post) => (post.deletedAt === null ? n + 1 : n), 0);

export function sellerConsoleCounts(world: World, sellerSeq: number): SellerConsoleCounts {
  let unansweredReviewCount = 0;
  for (const review of reviewsOfSeller.of(world, sellerSeq)) {
    if (review.answer === null) unansweredReviewCount += 1;
  }
  let pendingRefundCount = 0;
  for (const refund of refundsOfSeller.of(world, sellerSeq)) {
    if (refund.status === 'REQUESTED') pendingRefundCount += 1;
  }
  return {
    subscriptionPostCount: countLive(partiesOfSeller.of(world, sellerSeq)),
    couponPostCount: countLive(couponsOfSeller.of(world, sellerSeq)),
    codePostCount: countLive(codesOfSeller.of(world, sellerSeq)),
    unansweredReviewCount,
    pendingRefundCount,
  };
}

const countKeys = {
  SUBSCRIPTION: ['subscriptionSalesCount', 'subscriptionRefundCount'],
  COUPON: ['couponSalesCount', 'couponRefundCount'],
  CODE: ['codeSalesCount', 'codeRefundCount'],
} as const satisfies Record<PostType, readonly [keyof SellerStats, keyof SellerStats]>;

/**
 * A sale is a paid line of the seller's that the seller did not cancel; a refund is a sale whose
 * refund was granted. Money totals: sales at their prices, refunds at what went back to buyers.
 */
export function sellerSalesStatistics(world: World, sellerSeq: number): SellerSalesStatistics {
  const stats: SellerSalesStatistics = {
    seq: sellerSeq,
    codeSalesCount: 0,
    codeRefundCount: 0,
    couponSalesCount: 0,
    couponRefundCount: 0,
    subscriptionSalesCount: 0,
    subscriptionRefundCount: 0,
    salesTotal: 0,
    refundTotal: 0,
    payoutTotal: 0,
    pendingPayoutTotal: 0,
  };
  const trades = new TradeIndex(world);
  for (const order of ordersOfSeller.of(world, sellerSeq)) {
    if (order.paidAt === null) continue;
    for (const item of order.items) {
      if (item.sellerSeq !== sellerSeq) continue;
      if (trades.statusOf(order, item.seq) === 'CANCELLED') continue;
      const [sales, refunds] = countKeys[item.postType];
      stats[sales] += 1;
      stats.salesTotal += item.price;
      const refund = trades.refundOf(item.seq);
      if (refund?.status === 'APPROVED') {
        stats[refunds] += 1;
        stats.refundTotal += refund.amount;
      }
    }
  }
  for (const payout of payoutsOfSeller.of(world, sellerSeq)) {
    if (payout.status === 'COMPLETE') stats.payoutTotal += payout.amount;
    else stats.pendingPayoutTotal += payout.amount;
  }
  return stats;
}

/** The seller's balances and the proceeds of sales that have not confirmed yet. */
export function sellerCredits(world: World, sellerSeq: number): SellerCredits {
  const trades = new TradeIndex(world);
  let pendingSettlement = 0;
  for (const order of ordersOfSeller.of(world, sellerSeq)) {
    if (order.paidAt === null || order.confirmedAt !== null) continue;
    for (const item of order.items) {
      if (item.sellerSeq !== sellerSeq || !isOpenTrade(trades.statusOf(order, item.seq))) continue;
      pendingSettlement += saleSettlement(item.price, world.fees.brokerageRate).proceeds;
    }
  }
  return { ...balances(world, sellerSeq), pendingSettlement };
}
