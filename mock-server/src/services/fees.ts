/**
 * The world's fee terms, as the fee tables answer them (GET /api/common/fee/*) and as the services
 * charge them through domain's fee rules: one source, so what a screen promised from the tables is
 * what the server takes.
 */
import {
  type FeeTerms,
  type Platform,
  WITHDRAWAL_METHOD_FEE_KRW,
  type WithdrawalMethod,
  orderCharge,
} from '@market/domain';
import type { World } from '@market/world';

/** The order fee of a platform: a fixed amount per order (the world sets no rate). */
export const orderFeeTerms = (world: World, platform: Platform): FeeTerms => ({
  rate: 0,
  fixedAmount: world.fees.orderFee[platform],
});

/** The fee and total of an order of `itemsTotal` won placed on the web. */
export const webOrderCharge = (world: World, itemsTotal: number) =>
  orderCharge(orderFeeTerms(world, 'WEB'), itemsTotal);

/** A withdrawal's fee: the world's rate plus the payout method's fixed charge. */
export const withdrawalFeeTerms = (world: World, method: WithdrawalMethod): FeeTerms => ({
  rate: world.fees.withdrawalRate,
  fixedAmount: WITHDRAWAL_METHOD_FEE_KRW[method],
});
