/**
 * What a post's card and detail show about its availability, from domain's rules (SPEC §4):
 * coupons and codes are sold out (SOLD) or expired (past expiresAt); parties are ended, full or
 * recruiting, and expiring when 1 to 30 days remain. The viewer's own situation (own post,
 * blocked, in cart) is not part of it: only the detail knows the viewer.
 */
import type { Post } from '@market/contract';
import {
  postAvailability,
  postBuyability,
  subscriptionState,
  type Availability,
  type NotBuyableReason,
} from '@market/domain';

export type { Availability };

export interface PostState {
  buyable: boolean;
  /** Why it cannot be bought; null when it can. */
  reason: NotBuyableReason | null;
  availability: Availability;
  /** Days left of a party that is expiring (1 to 30); null otherwise. */
  expiringDaysLeft: number | null;
  /** How much below its face value a coupon or code sells, in whole percent; null for none. */
  discountPercent: number | null;
}

/** The discount of a price against a face value, rounded to whole percent; null when none. */
export function discountPercent(price: number, faceValue: number): number | null {
  if (faceValue <= 0 || price >= faceValue) return null;
  const percent = Math.round(((faceValue - price) / faceValue) * 100);
  return percent > 0 ? percent : null;
}

export function postState(post: Post, now: Date): PostState {
  const buyability = postBuyability(post, now);
  const reason = buyability.buyable ? null : buyability.reason;
  // The same reading of a post as the seller's console (domain `postAvailability`).
  const availability = postAvailability(post, now);

  if (post.type === 'SUBSCRIPTION') {
    const state = subscriptionState(post, now);
    return {
      buyable: buyability.buyable,
      reason,
      availability,
      expiringDaysLeft: state.expiring && availability !== 'ended' ? state.daysLeft : null,
      discountPercent: null,
    };
  }
  return {
    buyable: buyability.buyable,
    reason,
    availability,
    expiringDaysLeft: null,
    discountPercent: discountPercent(post.price, post.faceValue),
  };
}
