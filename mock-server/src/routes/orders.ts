/**
 * Orders and purchases (contract `orders`): checkout, the order pages, the purchased codes, coupons
 * and parties with their secrets, the cancel preview, reviews and refund requests. Every lookup is
 * the caller's own: another member's order or item answers 404. Before every handler the purchases
 * that fell due on the session's clock are confirmed (services/orders/settle-due-orders.ts).
 */
import { success, successPage } from '@market/contract';
import { isRelatedRecentOrder, relatedOrdersSince, toOrderKind } from '@market/domain';
import type { SignedInRequest } from '../pipeline/mock-request';
import { fail, isApiFailure } from '../http/api-failure';
import { pagedResponse } from '../http/paged-response';
import {
  toOrder,
  toOrderReview,
  toPurchasedCode,
  toPurchasedCodeDetail,
  toPurchasedCoupon,
  toPurchasedCouponDetail,
  toPurchasedSubscription,
  toPurchasedSubscriptionDetail,
  toRefundRequest,
  toSubscriptionCancelPreview,
} from '../mappers/order';
import { wireDateTimeOrNull } from '../mappers/wire';
import { checkout } from '../services/orders/checkout';
import { confirmByBuyer } from '../services/orders/confirmation';
import { OrderView } from '../services/orders/order-view';
import { once } from '../services/orders/idempotency';
import { findOwnItem, findOwnOrder } from '../services/orders/lookup';
import { orderPage, ordersSince, purchasesOf } from '../services/orders/purchases';
import { requestRefund } from '../services/orders/refunds';
import { findOwnReview, writeReview } from '../services/orders/reviews';
import { defineResource } from './define-resource';

/** A view to map the caller's orders with, at the request's moment. */
const viewOf = (request: SignedInRequest) => new OrderView(request.world, request.now);

export const ordersResource = defineResource('orders', () => {
  return {
    createOrder: async ({ body, headers, request, reply }) => {
      const { user, world, now } = request;
      const view = viewOf(request);
      const key = headers['idempotency-key'];
      // Refusals are returned, not thrown, inside `once` so that a retry gets them again too.
      const outcome = once(world, { userSeq: user.seq, key, body }, () => {
        try {
          const order = checkout(world, user, body, now);
          return { status: 201 as const, body: success(toOrder(view, order)) };
        } catch (error) {
          if (isApiFailure(error)) return error;
          throw error;
        }
      });
      if (outcome.kind === 'reused') {
        return fail(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used with another body: make a new key for a new checkout',
        );
      }
      if (outcome.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      if (isApiFailure(outcome.answer)) throw outcome.answer;
      return outcome.answer;
    },

    getOrder: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      return {
        status: 200,
        body: success(toOrder(view, findOwnOrder(world, user.seq, params.id))),
      };
    },

    checkTransfer: async ({ params, request }) => {
      const { user, world } = request;
      const order = findOwnOrder(world, user.seq, params.id);
      if (order.kind !== 'EMONEY') {
        return fail('INVALID_STATE', `Order ${order.id} is not an e-money top-up`);
      }
      return {
        status: 200,
        body: success({
          orderId: order.id,
          paid: order.paidAt !== null,
          status: order.status,
          paidAt: wireDateTimeOrNull(order.paidAt),
        }),
      };
    },

    confirmOrder: async ({ params, request }) => {
      const { user, now } = request;
      const view = viewOf(request);
      const order = confirmByBuyer(request.world, user.seq, params.orderId, now);
      return { status: 200, body: success(toOrder(view, order)) };
    },

    listOrders: async ({ query, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const kind = query.type === undefined ? undefined : toOrderKind(query.type);
      // An order is filed under its first line's type, but one mixing types shows under each.
      const { items, pagination } = orderPage(world, user.seq, kind, query.page, query.size);
      return {
        status: 200 as const,
        body: successPage(
          items.map((order) => toOrder(view, order)),
          pagination,
        ),
      };
    },

    listLatestOrders: async ({ request }) => {
      const { user, world, now } = request;
      const view = viewOf(request);
      const today = new Date(now);
      const recent = ordersSince(world, user.seq, relatedOrdersSince(today).getTime()).filter(
        (order) => isRelatedRecentOrder(new Date(order.createdAt), today),
      );
      return { status: 200, body: success(recent.map((order) => toOrder(view, order))) };
    },

    listCodeOrders: async ({ query, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      return pagedResponse(
        purchasesOf(world, user.seq, 'CODE', query.keyword),
        query,
        ({ order, item }) => toPurchasedCode(view, order, item),
      );
    },

    listCouponOrders: async ({ query, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      return pagedResponse(
        purchasesOf(world, user.seq, 'COUPON', query.keyword),
        query,
        ({ order, item }) => toPurchasedCoupon(view, order, item),
      );
    },

    listSubscriptionOrders: async ({ query, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      return pagedResponse(
        purchasesOf(world, user.seq, 'SUBSCRIPTION', query.keyword),
        query,
        ({ order, item }) => toPurchasedSubscription(view, order, item),
      );
    },

    getCodeOrder: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const { order, item } = findOwnItem(world, user.seq, params.seq, 'CODE');
      return { status: 200, body: success(toPurchasedCodeDetail(view, order, item)) };
    },

    getCouponOrder: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const { order, item } = findOwnItem(world, user.seq, params.seq, 'COUPON');
      return { status: 200, body: success(toPurchasedCouponDetail(view, order, item)) };
    },

    getSubscriptionOrder: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const { order, item } = findOwnItem(world, user.seq, params.seq, 'SUBSCRIPTION');
      return { status: 200, body: success(toPurchasedSubscriptionDetail(view, order, item)) };
    },

    previewSubscriptionCancel: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const { order, item } = findOwnItem(world, user.seq, params.productId, 'SUBSCRIPTION');
      return { status: 200, body: success(toSubscriptionCancelPreview(view, order, item)) };
    },

    writeReview: async ({ params, body, request }) => {
      const { user, now } = request;
      const view = viewOf(request);
      const review = writeReview(request.world, user.seq, params.productId, body, now);
      return { status: 201, body: success(toOrderReview(view, review)) };
    },

    getReview: async ({ params, request }) => {
      const { user, world } = request;
      const view = viewOf(request);
      const review = findOwnReview(world, user.seq, params.productId);
      return { status: 200, body: success(toOrderReview(view, review)) };
    },

    requestRefund: async ({ params, body, request }) => {
      const { user, now } = request;
      const view = viewOf(request);
      const refund = requestRefund(request.world, user.seq, params.productId, body.reason, now);
      return { status: 201, body: success(toRefundRequest(view, refund)) };
    },
  };
});
