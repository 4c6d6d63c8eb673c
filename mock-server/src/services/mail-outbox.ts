/**
 * The simulated mail server: messages are not sent anywhere but kept in the session's outbox, which
 * developers and tests read with `GET /__mock/outbox`. An address gets at most one message a
 * minute, as a real sender would throttle "send again" clicks.
 */
import { ApiFailure } from '../http/api-failure';
import type { Session } from '../store/session';
import { type OutboxMessage, accountState } from './account-state';

export const RESEND_INTERVAL_MS = 60_000;

const addressKey = (email: string) => email.trim().toLowerCase();

/** Throws 429 RATE_LIMITED when the address was sent a message less than a minute ago. */
export function assertCanSendTo(session: Session, email: string): void {
  const last = accountState(session).lastSentTo.get(addressKey(email));
  const now = session.clock.now();
  if (last !== undefined && now - last < RESEND_INTERVAL_MS) {
    const wait = Math.ceil((RESEND_INTERVAL_MS - (now - last)) / 1000);
    throw new ApiFailure('RATE_LIMITED', `A message was just sent to this address: wait ${wait} s`);
  }
}

/**
 * Counts a send to the address for the resend limit. Password recovery counts unknown addresses
 * too, so that the limit does not tell which addresses belong to members.
 */
export function countSendTo(session: Session, email: string): void {
  accountState(session).lastSentTo.set(addressKey(email), session.clock.now());
}

export function sendMail(session: Session, message: Omit<OutboxMessage, 'sentAt'>): void {
  countSendTo(session, message.to);
  accountState(session).outbox.push({ ...message, sentAt: session.clock.now() });
}
