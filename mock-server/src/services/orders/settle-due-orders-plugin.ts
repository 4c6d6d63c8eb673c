/**
 * Auto-confirmation is lazy (confirmation.ts): before the handler of any contract route, the
 * purchases that fell due on the session's clock are confirmed, in the request's transaction (or,
 * for a read, one of their own), so that no handler needs to remember it and every answer (balances,
 * orders, carts, sales, the account's counts) sees the clock's effect.
 *
 * Most requests find nothing due: the queue of waiting purchases (due-confirmations.ts) says when
 * the earliest was paid, and the cut-off is worked out once per moment of the clock.
 */
import { autoConfirmedUpTo } from '@market/domain';
import fp from 'fastify-plugin';
import { routeAuthOf } from '../../auth/plugin';
import { settleDueOrders } from './confirmation';
import { earliestAwaitingPayment } from './due-confirmations';

/** The last cut-off computed: a frozen clock (the default) asks for the same one every time. */
let lastCutOff = { now: Number.NaN, upTo: Number.NaN };

function cutOff(now: number): number {
  if (lastCutOff.now !== now)
    lastCutOff = { now, upTo: autoConfirmedUpTo(new Date(now)).getTime() };
  return lastCutOff.upTo;
}

export const settleDueOrdersPlugin = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      // Contract routes only: the control API (moving the clock, say) and /ws do not settle.
      if (routeAuthOf(request) === undefined) return done();
      const { world } = request;
      const now = request.clock.now();
      if (earliestAwaitingPayment(world) <= cutOff(now)) {
        request.session.transact((inTransaction) => settleDueOrders(inTransaction, now));
      }
      done();
    });
  },
  {
    name: 'mock-settle-due-orders',
    dependencies: ['mock-store', 'mock-request-transaction'],
    fastify: '5.x',
  },
);
