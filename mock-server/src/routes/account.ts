/**
 * `contract.account`: the signed-in member's own account. Reads (me, seller info, summary counts,
 * referral link), profile updates, removal (refused while trades are open) and the switch to a
 * seller account (identity-verified members only): services/account/profile.ts.
 */
import { success } from '@market/contract';
import { REFERRAL_REWARD_POINTS } from '@market/domain';
import { toSellerInfo, toUser } from '../mappers/user';
import { referralUrl, webOriginOf } from '../mappers/user-links';
import {
  accountSummary,
  becomeSeller,
  changePassword,
  referredCountOf,
  removeAccount,
  updateProfile,
} from '../services/account/profile';
import { sellerConsoleCounts } from '../services/seller/statistics';
import { type SignedInRequest, defineResource } from './define-resource';

const done = { status: 200 as const, body: success({ done: true as const }) };

/** Every profile form answers the member as changed. */
function updated(request: SignedInRequest, change: Parameters<typeof updateProfile>[2]) {
  const user = updateProfile(request.world, request.user.seq, change);
  return { status: 200 as const, body: success(toUser(user)) };
}

export const accountResource = defineResource('account', () => ({
  getMe: async ({ request }) => ({ status: 200, body: success(toUser(request.user)) }),

  getSellerInfo: async ({ request }) => {
    const { user } = request;
    return {
      status: 200,
      body: success(toSellerInfo(user, sellerConsoleCounts(request.world, user.seq))),
    };
  },

  getSummary: async ({ request }) => ({
    status: 200,
    body: success(accountSummary(request.world, request.user.seq, request.now)),
  }),

  updateNickname: async ({ body, request }) => updated(request, { nickname: body.nickname }),

  updatePassword: async ({ body, request }) => {
    changePassword(request.session, request.user.seq, body, request.authToken!.value);
    return done;
  },

  updatePhone: async ({ body, request }) => updated(request, { phone: body.phone }),

  updateCountries: async ({ body, request }) => updated(request, { countries: body.countries }),

  updateNewsletter: async ({ body, request }) => updated(request, { newsletter: body.newsletter }),

  updateProfileImage: async ({ body, request }) =>
    updated(request, { profileImageUrl: body.profileImageUrl }),

  removeAccount: async ({ body, request }) => {
    removeAccount(request.session, request.user.seq, body.password, request.now);
    return done;
  },

  becomeSeller: async ({ body, request }) => {
    const user = becomeSeller(request.world, request.user.seq, body.intro, request.now);
    return { status: 200, body: success(toUser(user)) };
  },

  getReferralLink: async ({ request }) => {
    const { user } = request;
    return {
      status: 200,
      body: success({
        code: user.referralCode,
        url: referralUrl(webOriginOf(request), user.referralCode),
        rewardPoints: REFERRAL_REWARD_POINTS,
        referredCount: referredCountOf(request.world, user.seq),
      }),
    };
  },
}));
