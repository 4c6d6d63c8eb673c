/**
 * `contract.account`: the signed-in member's own account. Reads (me, seller info, summary counts,
 * referral link), profile updates, removal (refused while trades are open) and the switch to a
 * seller account (identity-verified members only).
 */
import { type AccountSummary, success } from '@market/contract';
import { IMAGE_EXTENSIONS, REFERRAL_REWARD_POINTS, holdsSeat } from '@market/domain';
import { type World, findBySeq } from '@market/fixtures';
import { currentUser } from '../auth/plugin';
import { revokeUserTokens } from '../auth/tokens';
import { fail } from '../http/api-failure';
import { currentSubscriptionStatus } from '../services/parties/party-status';
import { toSellerInfo, toUser } from '../mappers/user';
import { referralUrl, webOriginOf } from '../mappers/user-links';
import { isNicknameTaken } from '../services/members';
import { openTradesOf } from '../services/open-trades';
import { sellerConsoleCounts } from '../services/seller/statistics';
import { defineResource } from './define-resource';

/** Purchases the member holds: paid and neither refunded nor cancelled. */
const HELD_ORDER_STATUSES = new Set(['PAID', 'CONFIRMED', 'REFUND_REQUESTED']);

/**
 * The account menu's counts: codes and coupons the member holds, their inquiries, all their orders
 * (as /my/orders lists them, top-ups included), and the parties they are in or waiting to join
 * that have not ended.
 */
function summaryOf(world: World, userSeq: number, now: number): AccountSummary {
  const summary: AccountSummary = {
    codeCount: 0,
    couponCount: 0,
    inquiryCount: 0,
    orderCount: 0,
    subscribeCount: 0,
  };
  for (const order of world.orders) {
    if (order.userSeq !== userSeq) continue;
    summary.orderCount += 1;
    if (!HELD_ORDER_STATUSES.has(order.status)) continue;
    for (const item of order.items) {
      if (item.postType === 'CODE') summary.codeCount += 1;
      if (item.postType === 'COUPON') summary.couponCount += 1;
    }
  }
  for (const inquiry of world.inquiries) {
    if (inquiry.userSeq === userSeq) summary.inquiryCount += 1;
  }
  for (const member of world.partyMembers) {
    if (member.userSeq !== userSeq) continue;
    if (!holdsSeat(member.status)) continue;
    const party = findBySeq(world.subscriptionPosts, member.postSeq);
    if (party && currentSubscriptionStatus(world, party, now) !== 'ENDED') {
      summary.subscribeCount += 1;
    }
  }
  return summary;
}

/** Whether an image address ends in a file type the product accepts (SPEC §5: png, jpg, jpeg). */
function isAcceptedImage(url: string): boolean {
  const extension = new URL(url).pathname.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

export const accountResource = defineResource('account', () => ({
  getMe: async ({ request }) => ({ status: 200, body: success(toUser(currentUser(request))) }),

  getSellerInfo: async ({ request }) => {
    const user = currentUser(request);
    return {
      status: 200,
      body: success(toSellerInfo(user, sellerConsoleCounts(request.world, user.seq))),
    };
  },

  getSummary: async ({ request }) => ({
    status: 200,
    body: success(summaryOf(request.world, currentUser(request).seq, request.clock.now())),
  }),

  updateNickname: async ({ body, request }) => {
    const user = currentUser(request);
    if (isNicknameTaken(request.world, body.nickname, user.seq)) {
      return fail('NICKNAME_TAKEN', 'This nickname is taken');
    }
    user.nickname = body.nickname;
    return { status: 200, body: success(toUser(user)) };
  },

  updatePassword: async ({ body, request }) => {
    const user = currentUser(request);
    if (user.password !== body.currentPassword) {
      return fail('CURRENT_PASSWORD_WRONG', 'The current password is wrong');
    }
    user.password = body.newPassword;
    // Other devices signed in with the old password are signed out; this one stays.
    const current = request.authToken!.value;
    for (const [value, token] of request.session.tokens) {
      if (token.userSeq === user.seq && value !== current) request.session.tokens.delete(value);
    }
    return { status: 200, body: success({ done: true as const }) };
  },

  updatePhone: async ({ body, request }) => {
    const user = currentUser(request);
    user.phone = body.phone;
    return { status: 200, body: success(toUser(user)) };
  },

  updateCountries: async ({ body, request }) => {
    const user = currentUser(request);
    user.countries = [...new Set(body.countries.map((code) => code.toUpperCase()))];
    return { status: 200, body: success(toUser(user)) };
  },

  updateNewsletter: async ({ body, request }) => {
    const user = currentUser(request);
    user.newsletter = body.newsletter;
    return { status: 200, body: success(toUser(user)) };
  },

  updateProfileImage: async ({ body, request }) => {
    const user = currentUser(request);
    if (body.profileImageUrl !== null && !isAcceptedImage(body.profileImageUrl)) {
      return fail('UNSUPPORTED_IMAGE_TYPE', 'A profile image must be a png, jpg or jpeg file');
    }
    user.profileImageUrl = body.profileImageUrl;
    return { status: 200, body: success(toUser(user)) };
  },

  removeAccount: async ({ body, request }) => {
    const user = currentUser(request);
    if (user.password !== body.password) {
      return fail('CURRENT_PASSWORD_WRONG', 'The password is wrong');
    }
    const now = request.clock.now();
    const open = openTradesOf(request.world, user.seq, now);
    if (open.length > 0) {
      return fail('ACCOUNT_HAS_OPEN_TRADES', `Finish your open trades first: ${open.join('; ')}`);
    }
    // Soft delete: orders and ledger stay for the retention period (SPEC §9).
    user.removedAt = now;
    revokeUserTokens(request.session, user.seq);
    return { status: 200, body: success({ done: true as const }) };
  },

  becomeSeller: async ({ body, request }) => {
    const user = currentUser(request);
    if (user.roles.includes('SELLER')) {
      return fail('ALREADY_SELLER', 'You are a seller already');
    }
    if (!user.verified) {
      return fail('IDENTITY_NOT_VERIFIED', 'Verify your identity before becoming a seller');
    }
    user.roles = [...user.roles, 'SELLER'];
    user.sellerSince = request.clock.now();
    user.sellerIntro = body.intro ? body.intro : null;
    return { status: 200, body: success(toUser(user)) };
  },

  getReferralLink: async ({ request }) => {
    const user = currentUser(request);
    const referredCount = request.world.users.reduce(
      (count, other) => (other.referredBySeq === user.seq ? count + 1 : count),
      0,
    );
    return {
      status: 200,
      body: success({
        code: user.referralCode,
        url: referralUrl(webOriginOf(request), user.referralCode),
        rewardPoints: REFERRAL_REWARD_POINTS,
        referredCount,
      }),
    };
  },
}));
