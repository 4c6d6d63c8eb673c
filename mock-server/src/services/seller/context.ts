/**
 * What every seller-console handler starts with: the caller, their world and its time (the
 * purchases that fell due are confirmed before the handler runs: services/orders/settle-due-orders.ts).
 */
import type { SignedInRequest } from '../../pipeline/mock-request';

export function consoleContext(request: SignedInRequest) {
  const user = request.user;
  return { user, world: request.world, now: request.clock.now() };
}
