/**
 * Auto-confirmation is lazy (confirmation.ts): before the handler of any contract route, the
 * purchases that fell due on the session's clock are confirmed, in the request's transaction (or,
 * for a read, one of their own), so that no handler needs to remember it and every answer (balances,
 * orders, carts, sales, the account's counts) sees the clock's effect.
 *
 * Most requests find nothing due. The earliest payment still awaiting confirmation is kept per world
 * version (world-version.ts), so a request only scans the orders after the world was written.
 */
import type { World } from '@market/world';
import { autoConfirmedUpTo } from '@market/domain';
import fp from 'fastify-plugin';
import { routeAuthOf } from '../../auth/plugin';
import { unwrap } from '../../store/transaction';
import { noteWorldChanged, worldVersion } from '../catalogue/world-version';
import { awaitsConfirmation, settleDueOrders } from './confirmation';

const earliestAwaiting = new WeakMap<World, { version: number; paidAt: number }>();

/** When the earliest purchase still awaiting confirmation was paid (Infinity: none awaits). */
function earliestAwaitingPayment(world: World): number {
  const version = worldVersion(world);
  const known = earliestAwaiting.get(world);
  if (known?.version === version) return known.paidAt;
  let paidAt = Infinity;
  for (const order of unwrap(world.orders)) {
    if (awaitsConfirmation(order)) paidAt = Math.min(paidAt, order.paidAt!);
  }
  earliestAwaiting.set(world, { version, paidAt });
  return paidAt;
}

export const settleDueOrdersPlugin = fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      // Contract routes only: the control API (moving the clock, say) and /ws do not settle.
      if (routeAuthOf(request) === undefined) return done();
      const { world } = request;
      const now = request.clock.now();
      if (earliestAwaitingPayment(world) <= autoConfirmedUpTo(new Date(now)).getTime()) {
        request.session.transact((inTransaction) => settleDueOrders(inTransaction, now));
        // A read wrote the orders: indexes derived from them must look again.
        noteWorldChanged(world);
      }
      done();
    });
  },
  {
    name: 'mock-settle-due-orders',
    dependencies: ['mock-store', 'mock-request-transaction', 'mock-world-write-tracking'],
    fastify: '5.x',
  },
);
