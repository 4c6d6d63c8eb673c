/**
 * Orders and purchases (SPEC §7 cart and orders): checkout, the order pages, the purchased codes,
 * coupons and subscriptions with their secrets, reviews and refund requests. `productId` in a path is
 * the purchased item (`OrderItem.seq`). Another member's order answers 404.
 */
import { z } from 'zod';
import { c } from '../contract';
import { errors, ok, okPage } from '../envelope';
import { meta } from '../meta';
import { Seq } from '../query';
import {
  CreateOrderBody,
  CreateOrderHeaders,
  Order,
  OrderId,
  OrderListQuery,
  PurchaseListQuery,
  PurchasedCode,
  PurchasedCodeDetail,
  PurchasedCoupon,
  PurchasedCouponDetail,
  PurchasedSubscription,
  PurchasedSubscriptionDetail,
  SubscriptionCancelPreview,
  TransferCheck,
} from '../schemas/order';
import { RefundRequest, RequestRefundBody } from '../schemas/refund';
import { OrderReview, WriteReviewBody } from '../schemas/review';

const byOrderId = z.object({ id: OrderId });
const bySeq = z.object({ seq: Seq });
const byProductId = z.object({ productId: Seq });

export const ordersContract = c.router({
  createOrder: {
    method: 'POST',
    path: '/api/order',
    summary: 'Buy cart lines, paying with points first and e-money for the rest.',
    description:
      'Send an `Idempotency-Key` (one per checkout attempt, reused by its retries): the same key with ' +
      'the same body answers the first answer again (header `Idempotent-Replayed: true`) and places ' +
      'nothing more; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED (decision 016).',
    headers: CreateOrderHeaders,
    body: CreateOrderBody,
    // 403: identity not verified or blocked by a seller; 409: not buyable, not enough balance, or
    // the idempotency key already used with another body.
    responses: { 201: ok(Order), ...errors(400, 401, 403, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  getOrder: {
    method: 'GET',
    path: '/api/order/:id/view',
    summary: "Get one of the member's orders with its items.",
    pathParams: byOrderId,
    responses: { 200: ok(Order), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  checkTransfer: {
    method: 'GET',
    path: '/api/order/:id/transfer/check',
    summary: 'Check whether the bank transfer of an e-money top-up order has arrived.',
    pathParams: byOrderId,
    // 409: the order is not a top-up.
    responses: { 200: ok(TransferCheck), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member'),
  },
  confirmOrder: {
    method: 'POST',
    path: '/api/order/:orderId/receipt',
    summary: 'Confirm the purchase of a paid order before it confirms itself.',
    pathParams: z.object({ orderId: OrderId }),
    body: c.noBody(),
    // 409: not paid yet, already confirmed, or a refund is under way.
    responses: { 200: ok(Order), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  listOrders: {
    method: 'GET',
    path: '/api/order/list',
    summary: "List the member's orders, newest first, optionally of one type.",
    query: OrderListQuery,
    responses: { 200: okPage(Order), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listLatestOrders: {
    method: 'GET',
    path: '/api/order/latest/list',
    summary: "List the member's orders of the last 30 days, newest first.",
    responses: { 200: ok(z.array(Order)), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listCodeOrders: {
    method: 'GET',
    path: '/api/order/code',
    summary: 'List the digital codes the member bought, newest first, optionally by keyword.',
    query: PurchaseListQuery,
    responses: { 200: okPage(PurchasedCode), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listCouponOrders: {
    method: 'GET',
    path: '/api/order/coupon',
    summary: 'List the e-coupons the member bought, newest first, optionally by keyword.',
    query: PurchaseListQuery,
    responses: { 200: okPage(PurchasedCoupon), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  listSubscriptionOrders: {
    method: 'GET',
    path: '/api/order/subscription',
    summary: 'List the parties the member joined, newest first, optionally by keyword.',
    query: PurchaseListQuery,
    responses: { 200: okPage(PurchasedSubscription), ...errors(400, 401) },
    metadata: meta('spec', 'member'),
  },
  getCodeOrder: {
    method: 'GET',
    path: '/api/order/code/:seq/view',
    summary: 'Get a purchased digital code with the code itself.',
    pathParams: bySeq,
    responses: { 200: ok(PurchasedCodeDetail), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  getCouponOrder: {
    method: 'GET',
    path: '/api/order/coupon/:seq/view',
    summary: 'Get a purchased e-coupon with its PIN.',
    pathParams: bySeq,
    responses: { 200: ok(PurchasedCouponDetail), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  getSubscriptionOrder: {
    method: 'GET',
    path: '/api/order/subscription/:seq/view',
    summary: 'Get a joined party with its account details and any request awaiting the member.',
    pathParams: bySeq,
    responses: { 200: ok(PurchasedSubscriptionDetail), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  previewSubscriptionCancel: {
    method: 'GET',
    path: '/api/order/subscription/:productId/cancel/view',
    summary: 'Show what leaving a party now would refund.',
    pathParams: byProductId,
    responses: { 200: ok(SubscriptionCancelPreview), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  writeReview: {
    method: 'POST',
    path: '/api/order/:productId/review',
    summary: 'Review a purchased item, positively or negatively.',
    pathParams: byProductId,
    body: WriteReviewBody,
    // 409: already reviewed, or not paid.
    responses: { 201: ok(OrderReview), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
  getReview: {
    method: 'GET',
    path: '/api/order/:productId/review',
    summary: "Get the member's review of a purchased item, with the seller's answer.",
    pathParams: byProductId,
    // 404 also when the item has not been reviewed.
    responses: { 200: ok(OrderReview), ...errors(400, 401, 404) },
    metadata: meta('spec', 'member'),
  },
  requestRefund: {
    method: 'POST',
    path: '/api/order/:productId/refund/request',
    summary: 'Ask the seller to refund a purchased item, giving a reason.',
    pathParams: byProductId,
    body: RequestRefundBody,
    // 409: already confirmed, already requested, or refunded.
    responses: { 201: ok(RefundRequest), ...errors(400, 401, 404, 409) },
    metadata: meta('spec', 'member', { writes: true }),
  },
});
