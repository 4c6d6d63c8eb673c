/**
 * Subscription-sharing parties (SPEC §3, §4): when a party has ended, whether it has seats, how many
 * days it has left, and the status and group state that follow. Days are Seoul calendar days.
 */
import { EXPIRING_THRESHOLD_DAYS } from './constants';
import { daysBetween } from './dates';
import type { SubscriptionStatus, SubscriptionStatusFilter } from './vocabulary';

/** The fields of a subscription post the rules read. */
export interface SubscriptionFacts {
  status: SubscriptionStatus;
  memberCount: number;
  memberLimit: number;
  /** Last day of the subscription, `yyyy-MM-dd` in Seoul. */
  subscriptionEndsAt: string;
}

export interface SubscriptionState {
  /** The end date has passed (the day after it, in Seoul). */
  ended: boolean;
  hasOpenSeats: boolean;
  /** Days of service left counting today: 1 on the end date, 0 once ended. */
  daysLeft: number;
  /** 1 to 30 days left, both included. */
  expiring: boolean;
}

export function subscriptionState(
  post: Pick<SubscriptionFacts, 'memberCount' | 'memberLimit' | 'subscriptionEndsAt'>,
  now: Date,
): SubscriptionState {
  const daysLeft = Math.max(0, daysBetween(now, post.subscriptionEndsAt) + 1);
  return {
    ended: daysLeft === 0,
    hasOpenSeats: post.memberCount < post.memberLimit,
    daysLeft,
    expiring: daysLeft >= 1 && daysLeft <= EXPIRING_THRESHOLD_DAYS,
  };
}

/**
 * The status a party should have now, from its stored status and the clock. Ending and closing are
 * irreversible (SPEC §4), so a stored ENDED or COMPLETED is never undone; the calendar can only move
 * a party forward: open -> closed (full) -> extendable (expiring) -> ended.
 */
export function deriveSubscriptionStatus(post: SubscriptionFacts, now: Date): SubscriptionStatus {
  const state = subscriptionState(post, now);
  if (post.status === 'ENDED' || state.ended) return 'ENDED';
  if (state.expiring) return 'EXTENDABLE';
  if (post.status === 'COMPLETED' || !state.hasOpenSeats) return 'COMPLETED';
  return 'SUB_ON_SALE';
}

/** A party's group state as SPEC §4 names it, the same words as the seller's status filter. */
export type GroupState = SubscriptionStatusFilter | 'ended';

const groupStateOfStatus = {
  SUB_ON_SALE: 'open',
  COMPLETED: 'closed',
  EXTENDABLE: 'expiring',
  ENDED: 'ended',
} as const satisfies Record<SubscriptionStatus, GroupState>;

/** open (recruiting), closed (recruitment completed), expiring (extendable), or ended. */
export function groupState(post: SubscriptionFacts, now: Date): GroupState {
  return groupStateOfStatus[deriveSubscriptionStatus(post, now)];
}

/**
 * Party and personal chat of a subscription are refused once it has expired (SPEC §4): its end date
 * has passed, or sharing was ended or terminated.
 */
export function isSubscriptionChatOpen(
  post: Pick<SubscriptionFacts, 'status' | 'subscriptionEndsAt'>,
  now: Date,
): boolean {
  return post.status !== 'ENDED' && daysBetween(now, post.subscriptionEndsAt) >= 0;
}
