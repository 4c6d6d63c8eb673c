/**
 * What every seller-console handler starts with: the caller, their world and its time (the
 * purchases that fell due are confirmed before the handler runs: routes/settle-due-orders.ts).
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';

export function consoleContext(request: FastifyRequest) {
  const user = currentUser(request);
  return { user, world: request.world, now: request.clock.now() };
}
