/**
 * Auto-confirmation is lazy (services/orders/confirmation.ts): the resources that show balances,
 * orders, carts or sales confirm what fell due on the session's clock before each of their handlers
 * runs (in the request's transaction, or one of its own for a read), so that no handler needs to
 * remember it.
 */
import type { FastifyInstance } from 'fastify';
import { dueOrderIndexes, settleDueOrders } from '../services/orders/confirmation';

export function settleDueOrdersBeforeHandlers(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const now = request.clock.now();
    // Most requests find nothing due: no transaction is opened for them.
    if (dueOrderIndexes(request.world, now).length > 0) {
      request.session.transact((world) => settleDueOrders(world, now));
    }
    done();
  });
}
