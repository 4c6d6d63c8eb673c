/**
 * Control actions that resource modules provide to the control API. The control API owns the route
 * (`POST /__mock/transfers/:orderId/receive`); the module that owns the data (the wallet) owns
 * what it does, and provides it at registration:
 *
 *   mock.controlActions.provide('receiveTransfer', (session, orderId) => { ... });
 *
 * An action runs synchronously against the caller's session and throws an ApiFailure to refuse.
 * Until a module provides an action, its route answers 503 SERVICE_UNAVAILABLE.
 */
import type { OrderStatus } from '@market/domain';
import { ApiFailure } from '../http/api-failure';
import type { Session } from '../store/session';

export interface TransferReceived {
  orderId: string;
  status: OrderStatus;
  /** E-money credited to the buyer by this transfer, in KRW. */
  credited: number;
}

/** A message the server "sent" (e-mail verification code, password reset link). */
export interface SentMessage {
  to: string;
  kind: 'EMAIL_VERIFICATION' | 'PASSWORD_RESET';
  code: string;
  /** The page the message links to, when it has one. */
  link: string | null;
  /** ISO 8601, UTC. */
  sentAt: string;
}

/** An e-money top-up awaiting its bank transfer. */
export interface PendingTransfer {
  orderId: string;
  userSeq: number;
  email: string;
  amount: number;
  depositorName: string;
  /** ISO 8601, UTC. */
  dueAt: string;
}

export interface ControlActions {
  /**
   * Marks the bank transfer of an e-money top-up order as received: the order becomes paid and the
   * buyer's e-money is credited. Unknown order: NOT_FOUND; already paid: ORDER_ALREADY_PAID.
   */
  receiveTransfer(session: Session, orderId: string): TransferReceived;
  /** The top-ups awaiting their transfer, oldest first (provided by the wallet). */
  listTransfers(session: Session): PendingTransfer[];
  /** The messages sent in the session, oldest first (provided by the auth module). */
  listOutbox(session: Session): SentMessage[];
}

export class ControlActionRegistry {
  private readonly actions: Partial<ControlActions> = {};

  provide<K extends keyof ControlActions>(name: K, action: ControlActions[K]): void {
    if (this.actions[name]) throw new Error(`Control action ${name} is already provided`);
    this.actions[name] = action;
  }

  get<K extends keyof ControlActions>(name: K): ControlActions[K] {
    const action = this.actions[name];
    if (!action) {
      throw new ApiFailure('SERVICE_UNAVAILABLE', `No resource module provides ${name} yet`);
    }
    return action;
  }
}
