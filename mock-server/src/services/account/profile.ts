/**
 * The signed-in member's own account: the menu's counts, profile changes, removal (refused while
 * trades are open) and the switch to a seller account. Each change looks the member up in the world
 * it writes, so that the request's transaction sees (and can undo) the write.
 */
import { type AccountSummary } from '@market/contract';
import { hasImageExtension, holdsSeat } from '@market/domain';
import { type UserRecord, type World, findBySeq } from '@market/world';
import { revokeUserTokens } from '../../auth/tokens';
import { ApiFailure } from '../../http/api-failure';
import type { Session } from '../../store/session';
import { inquiriesOfMember, membershipsOfMember, ordersOfMember, referralsOf } from '../indexes';
import { isNicknameTaken, userOf } from '../members';
import { openTradesOf } from '../open-trades';
import { currentSubscriptionStatus } from '../party-status';

/** Purchases the member holds: paid and neither refunded nor cancelled. */
const HELD_ORDER_STATUSES = new Set(['PAID', 'CONFIRMED', 'REFUND_REQUESTED']);

/**
 * The account menu's counts: codes and coupons the member holds, their inquiries, all their orders
 * (as /my/orders lists them, top-ups included), and the parties they are in or waiting to join
 * that have not ended. Read from the member's own records (indexes.ts).
 */
export function accountSummary(world: World, userSeq: number, now: number): AccountSummary {
  const summary: AccountSummary = {
    codeCount: 0,
    couponCount: 0,
    inquiryCount: inquiriesOfMember.countOf(world, userSeq),
    orderCount: ordersOfMember.countOf(world, String(userSeq)),
    subscribeCount: 0,
  };
  // Held items of one type, counted in the member's orders that hold a line of that type.
  const heldItems = (type: 'CODE' | 'COUPON') => {
    let count = 0;
    for (const order of ordersOfMember.of(world, `${userSeq}:${type}`)) {
      if (!HELD_ORDER_STATUSES.has(order.status)) continue;
      for (const item of order.items) if (item.postType === type) count += 1;
    }
    return count;
  };
  summary.codeCount = heldItems('CODE');
  summary.couponCount = heldItems('COUPON');
  for (const member of membershipsOfMember.of(world, userSeq)) {
    if (!holdsSeat(member.status)) continue;
    const party = findBySeq(world.subscriptionPosts, member.postSeq);
    if (party && currentSubscriptionStatus(world, party, now) !== 'ENDED') {
      summary.subscribeCount += 1;
    }
  }
  return summary;
}

/** How many members signed up with this member's referral code. */
export function referredCountOf(world: World, userSeq: number): number {
  return referralsOf.countOf(world, userSeq);
}

/** The fields a member changes on their own profile, one form at a time. */
export type ProfileChange = Partial<
  Pick<UserRecord, 'nickname' | 'phone' | 'countries' | 'newsletter' | 'profileImageUrl'>
>;

/** Whether an image address ends in a file type the product accepts (SPEC §5: png, jpg, jpeg). */
function isAcceptedImage(url: string): boolean {
  return hasImageExtension(new URL(url).pathname);
}

/**
 * Applies a profile change: 409 NICKNAME_TAKEN for another open account's nickname, 400
 * UNSUPPORTED_IMAGE_TYPE for a picture that is not a png, jpg or jpeg. Countries are kept upper
 * case and once each.
 */
export function updateProfile(world: World, userSeq: number, change: ProfileChange): UserRecord {
  const user = userOf(world, userSeq);
  if (change.nickname !== undefined && isNicknameTaken(world, change.nickname, userSeq)) {
    throw new ApiFailure('NICKNAME_TAKEN', 'This nickname is taken');
  }
  const image = change.profileImageUrl;
  if (image !== undefined && image !== null && !isAcceptedImage(image)) {
    throw new ApiFailure(
      'UNSUPPORTED_IMAGE_TYPE',
      'A profile image must be a png, jpg or jpeg file',
    );
  }
  if (change.nickname !== undefined) user.nickname = change.nickname;
  if (change.phone !== undefined) user.phone = change.phone;
  if (change.countries !== undefined) {
    user.countries = [...new Set(change.countries.map((code) => code.toUpperCase()))];
  }
  if (change.newsletter !== undefined) user.newsletter = change.newsletter;
  if (change.profileImageUrl !== undefined) user.profileImageUrl = change.profileImageUrl;
  return user;
}

/**
 * Changes the password once the current one is given (409 CURRENT_PASSWORD_WRONG otherwise). Other
 * devices signed in with the old password are signed out; the token `keepToken` stays.
 */
export function changePassword(
  session: Session,
  userSeq: number,
  passwords: { currentPassword: string; newPassword: string },
  keepToken: string,
): void {
  const user = userOf(session.world, userSeq);
  if (user.password !== passwords.currentPassword) {
    throw new ApiFailure('CURRENT_PASSWORD_WRONG', 'The current password is wrong');
  }
  user.password = passwords.newPassword;
  for (const [value, token] of session.tokens) {
    if (token.userSeq === userSeq && value !== keepToken) session.tokens.delete(value);
  }
}

/**
 * Removes the account: soft delete (orders and ledger stay for the retention period, SPEC §9) and
 * every token revoked. Refused for a wrong password and while the member has open trades.
 */
export function removeAccount(session: Session, userSeq: number, password: string, now: number) {
  const user = userOf(session.world, userSeq);
  if (user.password !== password) {
    throw new ApiFailure('CURRENT_PASSWORD_WRONG', 'The password is wrong');
  }
  const open = openTradesOf(session.world, userSeq, now);
  if (open.length > 0) {
    throw new ApiFailure(
      'ACCOUNT_HAS_OPEN_TRADES',
      `Finish your open trades first: ${open.join('; ')}`,
    );
  }
  user.removedAt = now;
  revokeUserTokens(session, userSeq);
}

/** Makes an identity-verified member a seller (409 ALREADY_SELLER, 403 IDENTITY_NOT_VERIFIED). */
export function becomeSeller(
  world: World,
  userSeq: number,
  intro: string | null | undefined,
  now: number,
): UserRecord {
  const user = userOf(world, userSeq);
  if (user.roles.includes('SELLER')) {
    throw new ApiFailure('ALREADY_SELLER', 'You are a seller already');
  }
  if (!user.verified) {
    throw new ApiFailure('IDENTITY_NOT_VERIFIED', 'Verify your identity before becoming a seller');
  }
  user.roles = [...user.roles, 'SELLER'];
  user.sellerSince = now;
  user.sellerIntro = intro ? intro : null;
  return user;
}
