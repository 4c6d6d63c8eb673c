/**
 * The seller console (SPEC §2 seller, §3, §6): balance, statistics, payouts, the blocklist, review
 * and refund queues, promotion items (PICK and UP) and the console's notices, guides and perks.
 */
import {
  DateTimeString,
  JsonText,
  PROMOTION_BULK_TIERS,
  promotionUnitsField,
  reasonField,
  userSeqField,
} from '@market/domain';
import {
  CommentPostTypeFilter,
  PayoutStatus,
  PostType,
  PromotionItem,
  RefundStatus,
  ReviewTone,
} from '@market/domain/schemas';
import { z } from 'zod';
import { PageQuery } from '../query';
import { Krw } from './post';
import { SellerStats } from './store';
import { MemberSummary } from './user';
import { Credits } from './wallet';
import { EntitySeq, keywordQuery } from './trade-fields';

export const SellerCredits = Credits.extend({
  /** Sales not yet confirmed: paid out once the purchases confirm. */
  pendingSettlement: Krw,
}).describe('SellerCredits');
export type SellerCredits = z.infer<typeof SellerCredits>;

/** The public statistics of SPEC §3 plus the money the seller alone sees. */
export const SellerSalesStatistics = SellerStats.extend({
  salesTotal: Krw,
  refundTotal: Krw,
  payoutTotal: Krw,
  pendingPayoutTotal: Krw,
}).describe('SellerSalesStatistics');
export type SellerSalesStatistics = z.infer<typeof SellerSalesStatistics>;

export const Payout = z
  .object({
    seq: z.number().int().positive(),
    /** What was paid out for, e.g. the period or the post (JSON-encoded multilingual text). */
    name: JsonText,
    amount: Krw,
    fee: Krw,
    /** `amount` less `fee`. */
    netAmount: Krw,
    status: PayoutStatus,
    createdAt: DateTimeString,
    completedAt: DateTimeString.nullable(),
  })
  .describe('Payout');
export type Payout = z.infer<typeof Payout>;

/** SPEC §3 Block: userSeq and reason. The reason is shown to the seller only, never the member. */
export const BlockedMember = z
  .object({
    userSeq: z.number().int().positive(),
    member: MemberSummary,
    reason: z.string(),
    blockedAt: DateTimeString,
  })
  .describe('BlockedMember');
export type BlockedMember = z.infer<typeof BlockedMember>;

export const BlockBody = z.object({ userSeq: userSeqField, reason: reasonField }).strict();
export type BlockBody = z.input<typeof BlockBody>;

export const UnblockBody = z.object({ userSeq: userSeqField }).strict();
export type UnblockBody = z.input<typeof UnblockBody>;

export const SellerReviewListQuery = PageQuery.extend({
  keyword: keywordQuery,
  tone: ReviewTone.default('all'),
});
export type SellerReviewListQuery = z.input<typeof SellerReviewListQuery>;

export const SellerCommentListQuery = PageQuery.extend({
  postType: CommentPostTypeFilter.default('all'),
});
export type SellerCommentListQuery = z.input<typeof SellerCommentListQuery>;

export const RefundListQuery = PageQuery.extend({ status: RefundStatus.optional() });
export type RefundListQuery = z.input<typeof RefundListQuery>;

export const BuyPromotionItemsBody = z
  .object({
    item: PromotionItem,
    units: promotionUnitsField,
  })
  .strict();
export type BuyPromotionItemsBody = z.input<typeof BuyPromotionItemsBody>;

const tierNames = PROMOTION_BULK_TIERS.map((tier) => tier.name) as [string, ...string[]];

/** Units bought, priced as domain's `promotionItemPrice` and paid in cash (e-money). */
export const PromotionPurchase = z
  .object({
    item: PromotionItem,
    units: z.number().int().min(1),
    unitPrice: Krw,
    listPrice: Krw,
    tier: z.enum(tierNames).nullable(),
    discountPercent: z.number().min(0).max(100),
    discount: Krw,
    /** What the seller paid. */
    total: Krw,
    /** Unused units of this item after the purchase. */
    remaining: z.number().int().min(0),
  })
  .describe('PromotionPurchase');
export type PromotionPurchase = z.infer<typeof PromotionPurchase>;

/** A post a promotion unit was spent on. */
export const PromotedPost = z
  .object({
    type: PostType,
    typeSeq: z.number().int().positive(),
    title: JsonText,
    appliedAt: DateTimeString,
  })
  .describe('PromotedPost');
export type PromotedPost = z.infer<typeof PromotedPost>;

export const PromotionInventory = z
  .object({
    item: PromotionItem,
    /** Units bought and not yet used. */
    remaining: z.number().int().min(0),
    /** Latest uses first. */
    used: z.array(PromotedPost),
  })
  .describe('PromotionInventory');
export type PromotionInventory = z.infer<typeof PromotionInventory>;

/** Spend one unit on one of the seller's own posts that is on sale. */
export const UsePromotionBody = z.object({ type: PostType, typeSeq: EntitySeq }).strict();
export type UsePromotionBody = z.input<typeof UsePromotionBody>;

export const SellerGuide = z
  .object({
    seq: z.number().int().positive(),
    title: JsonText,
    body: JsonText,
    createdAt: DateTimeString,
  })
  .describe('SellerGuide');
export type SellerGuide = z.infer<typeof SellerGuide>;

/** Benefits offered to sellers (/seller/buy-perks lists them beside the promotion items). */
export const SellerPerk = z
  .object({
    seq: z.number().int().positive(),
    title: JsonText,
    description: JsonText,
    imageUrl: z.string().url().nullable(),
    /** Where the perk is claimed, when it is claimed elsewhere. */
    linkUrl: z.string().url().nullable(),
  })
  .describe('SellerPerk');
export type SellerPerk = z.infer<typeof SellerPerk>;
