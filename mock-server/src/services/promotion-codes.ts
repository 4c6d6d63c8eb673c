/**
 * Promotion codes (SPEC §7 POST /api/promotion/use): a code the member types pays its reward, in
 * points or cash (e-money), once per member and within its limits; the server's message is what
 * the redeem dialog shows on failure (SPEC §5).
 */
import type { PromotionReward } from '@market/contract';
import type { World } from '@market/world';
import { ApiFailure } from '../http/api-failure';
import { credit } from './ledger';

export function redeemPromotionCode(
  world: World,
  userSeq: number,
  code: string,
  now: number,
): PromotionReward {
  const typed = code.trim().toUpperCase();
  const promotion = world.promotionCodes.find((candidate) => candidate.code === typed);
  if (!promotion) {
    throw new ApiFailure('PROMOTION_CODE_INVALID', 'This promotion code does not exist');
  }
  if (now >= promotion.expiresAt) {
    throw new ApiFailure('PROMOTION_CODE_INVALID', 'This promotion code has expired');
  }
  if (promotion.usedBySeqs.includes(userSeq)) {
    throw new ApiFailure('PROMOTION_CODE_USED', 'You have used this promotion code already');
  }
  if (promotion.maxUses !== null && promotion.usedBySeqs.length >= promotion.maxUses) {
    throw new ApiFailure('PROMOTION_CODE_USED', 'This promotion code has been used up');
  }
  promotion.usedBySeqs.push(userSeq);
  credit(world, {
    userSeq,
    wallet: promotion.rewardType === 'POINTS' ? 'POINTS' : 'EMONEY',
    amount: promotion.rewardAmount,
    reason: 'PROMOTION_CODE',
    ref: promotion.code,
    at: now,
  });
  return { rewardAmount: promotion.rewardAmount, rewardType: promotion.rewardType };
}
