/**
 * What every seller-console handler starts with: the caller, their world and its time, with the
 * purchases that fell due confirmed first (the orders module's lazy auto-confirmation), so balances,
 * statistics and refunds read as of now.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { settleDueOrders } from '../orders/confirmation';

export function consoleContext(request: FastifyRequest) {
  const user = currentUser(request);
  const { world } = request;
  const now = request.clock.now();
  settleDueOrders(world, now);
  return { user, world, now };
}
