/**
 * Auto-confirmation is lazy (confirmation.ts): before the handler of any contract route, the
 * purchases that fell due on the session's clock are confirmed, in the request's transaction (or,
 * for a read, one of their own), so that no handler needs to remember it and every answer (balances,
 * orders, carts, sales, the account's counts) sees the clock's effect. The pipeline calls it
 * (pipeline/mock.ts, step 8); the control API (moving the clock, say) and files do not settle.
 *
 * Most requests find nothing due: the queue of waiting purchases (due-confirmations.ts) says when
 * the earliest was paid, and the cut-off is worked out once per moment of the clock.
 */
import { autoConfirmedUpTo } from '@market/domain';
import type { MockRequest } from '../../pipeline/mock-request';
import { settleDueOrders } from './confirmation';
import { earliestAwaitingPayment } from './due-confirmations';

/** The last cut-off computed: a frozen clock (the default) asks for the same one every time. */
let lastCutOff = { now: Number.NaN, upTo: Number.NaN };

function cutOff(now: number): number {
  if (lastCutOff.now !== now)
    lastCutOff = { now, upTo: autoConfirmedUpTo(new Date(now)).getTime() };
  return lastCutOff.upTo;
}

export function settleDueBeforeHandler(request: MockRequest): void {
  const { world } = request;
  const { now } = request;
  if (earliestAwaitingPayment(world) <= cutOff(now)) {
    request.session.transact((inTransaction) => settleDueOrders(inTransaction, now));
  }
}
