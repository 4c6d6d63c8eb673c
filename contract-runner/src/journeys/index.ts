/**
 * The write journeys (only with --allow-writes), in the order they depend on each other, and the
 * reason reported for every write route no journey calls.
 */
import { randomBytes } from 'node:crypto';
import type { Inventory } from '../discovery';
import { type RunContext, isSelected, skip } from '../run-context';
import { chatJourney } from './chat';
import type { JourneyEnv } from './journey';
import {
  accountJourney,
  cartJourney,
  farewellJourney,
  inquiryJourney,
  signUpJourney,
} from './member';
import {
  blocklistJourney,
  commentJourney,
  couponListingJourney,
  reviewAnswerJourney,
} from './seller';

/** Short, unique enough per run, and fit for an e-mail address and a nickname (2 to 20). */
export const newRunId = () =>
  `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toLowerCase();

export function journeyEnv(
  ctx: RunContext,
  inventory: Inventory,
  runId = ctx.options.runId ?? newRunId(),
): JourneyEnv {
  return {
    ctx,
    inventory,
    runId,
    disposable: {
      email: `contract-runner-${runId}@${ctx.options.disposableEmailDomain}`,
      password: `Cr-${runId}!`,
      nickname: `cr${runId}`,
    },
    leftBehind: [],
  };
}

/** Runs every journey; answers what could not be cleaned up. */
export async function runWriteJourneys(ctx: RunContext, inventory: Inventory): Promise<string[]> {
  const env = journeyEnv(ctx, inventory);
  const signedUp = await signUpJourney(env);
  if (signedUp) {
    await accountJourney(env);
    await cartJourney(env);
    await inquiryJourney(env);
    await commentJourney(env);
    await blocklistJourney(env);
  }
  await reviewAnswerJourney(env);
  await couponListingJourney(env);
  await chatJourney(env);
  // Last: removing the disposable member is the clean-up of everything it did.
  if (signedUp) await farewellJourney(env);
  return env.leftBehind;
}

/** Why no journey calls a write route. */
export const unjourneyedWrites: Record<string, string> = {
  'auth.signInWithSns': 'needs an authorisation code from Naver or Kakao',
  'auth.confirmEmailVerification': 'needs the code from the e-mail',
  'auth.resetPassword': 'needs the code from the reset e-mail',
  'auth.completeIdentityVerification': "needs the identity provider's signed answer",
  'account.becomeSeller': 'needs a verified identity, which a disposable member lacks',
  'wallet.redeemPromotionCode': 'a promotion code works once per member and none is known',
  'wallet.topUpEmoney':
    'leaves an order awaiting a bank transfer, which keeps the disposable account from being removed',
  'wallet.withdrawEmoney': 'moves money out',
  'orders.createOrder': 'buying needs a verified identity and a balance',
  'orders.confirmOrder': 'needs a purchase (buying needs a verified identity and a balance)',
  'orders.writeReview': 'needs a purchase (buying needs a verified identity and a balance)',
  'orders.requestRefund': 'needs a purchase (buying needs a verified identity and a balance)',
  'seller.approveRefund': "decides a real buyer's refund for good",
  'seller.rejectRefund': "decides a real buyer's refund for good",
  'seller.buyPromotionItems': "spends the seller's e-money",
  'seller.usePick': 'spends a promotion unit',
  'seller.useUp': 'spends a promotion unit',
  'seller.terminateSubscription': 'ends a real party for good',
  'sellerPosts.createCodePost':
    'would leave another listing behind (the e-coupon journey lists one)',
  'sellerPosts.editCodePost': 'edits a real listing (the e-coupon journey edits its own)',
  'sellerPosts.createSubscriptionPost':
    'would leave another listing behind (the e-coupon journey lists one)',
  'sellerPosts.editSubscriptionPost': 'edits a real party',
  'sellerPosts.renewSubscriptionPost': 'renews a real party and asks its members to join',
  'sellerPosts.cancelCodeSale': 'cancels a real sale and refunds its buyer',
  'sellerPosts.cancelCouponSale': 'cancels a real sale and refunds its buyer',
  'sellerPosts.removePartyMember': "changes a real party's members",
  'sellerPosts.approveMembership': "changes a real party's members",
  'sellerPosts.rejectMembership': "changes a real party's members",
  'sellerPosts.answerRemovalRequest': "changes a real party's members",
  'sellerPosts.closeRecruitment': 'closes a real party for good',
  'sellerPosts.endSharing': 'ends a real party for good',
};

/** One skipped case for every selected write route that no journey called. */
export function recordUnrunWrites(ctx: RunContext): void {
  const journeyed = new Set(
    ctx.results.filter((result) => result.kind === 'journey').map((result) => result.routeKey),
  );
  for (const listed of ctx.routes.values()) {
    if (!listed.meta.writes || !isSelected(ctx, listed.key) || journeyed.has(listed.key)) continue;
    const reason = ctx.options.allowWrites
      ? `changes state; no write journey calls it: ${unjourneyedWrites[listed.key] ?? 'not covered yet'}`
      : 'changes state; runs only with --allow-writes';
    skip(
      ctx,
      { routeKey: listed.key, kind: 'route', name: 'write', identity: 'anonymous' },
      reason,
    );
  }
}
